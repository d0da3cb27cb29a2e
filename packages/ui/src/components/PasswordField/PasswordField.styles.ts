import { styled } from 'styled-components';

export const ToggleButton = styled.button`
  flex: none;
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: var(--vonk-space-2) var(--vonk-space-3);
  border: 2px solid var(--vonk-button-secondary-border, var(--vonk-color-action-secondary));
  border-radius: var(--vonk-field-radius, var(--vonk-radius-small));
  background: var(--vonk-color-surface);
  color: var(--vonk-button-secondary-text, var(--vonk-color-action-secondary));
  font: inherit;
  font-weight: var(--vonk-font-weight-bold);
  font-size: var(--vonk-font-size-sm);
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: var(
      --vonk-button-secondary-background-hover,
      var(--vonk-color-action-secondary-hover-background)
    );
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
  &:disabled {
    color: var(--vonk-color-text-subtle);
    border-color: var(--vonk-color-border);
    cursor: not-allowed;
  }
`;
