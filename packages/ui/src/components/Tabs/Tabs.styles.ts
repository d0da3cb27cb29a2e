import { styled } from 'styled-components';

export const Root = styled.div`
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const TabList = styled.div`
  display: flex;
  gap: var(--vonk-space-1);
  overflow-x: auto;
  border-bottom: 2px solid var(--vonk-tabs-divider, var(--vonk-color-border));
  scrollbar-width: thin;
`;

export const Tab = styled.div`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: var(--vonk-space-2) var(--vonk-space-4);
  margin-bottom: -2px;
  border-bottom: 4px solid transparent;
  color: var(--vonk-tabs-tab-text, var(--vonk-color-text-muted));
  font-weight: var(--vonk-font-weight-bold);
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: var(--vonk-color-text);
  }
  &[aria-selected='true'] {
    color: var(--vonk-tabs-tab-text-selected, var(--vonk-color-selected));
    border-bottom-color: var(--vonk-tabs-tab-indicator-selected, var(--vonk-color-selected));
  }
  &[aria-disabled='true'] {
    color: var(--vonk-color-text-subtle);
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: calc(-1 * var(--vonk-focus-outline-offset) - 3px);
  }
`;

export const Panel = styled.div`
  padding-block: var(--vonk-space-4);
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;
