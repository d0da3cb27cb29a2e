import { styled } from 'styled-components';

export const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  gap: var(--vonk-space-2);
  min-height: 2.75rem;
  padding: var(--vonk-space-2) var(--vonk-space-3);
  border-radius: var(--vonk-radius-small);
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: var(--vonk-color-selected-background);
    color: var(--vonk-color-selected);
  }
  /* Forced colours drop that background: the item under the pointer or focus would not show. */
  @media (forced-colors: active) {
    &[data-focused] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
  }
  &[data-focus-visible] {
    outline: var(--vonk-focus-outline);
    outline-offset: -3px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
