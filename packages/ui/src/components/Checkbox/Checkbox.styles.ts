import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

/** The label wraps the control so the whole text is a click target (at least 44px high). */
export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: var(--vonk-space-3);
  min-height: 2.75rem;
  padding-block: var(--vonk-space-2);
  cursor: pointer;
  overflow-wrap: anywhere;
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--vonk-color-text-subtle);
  }
`;

export const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
  padding-top: 0.05rem;
`;

export const NativeCheckbox = styled.input`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: var(--vonk-checkbox-checked-background, var(--vonk-color-action-primary));
  cursor: inherit;
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
  &[aria-invalid='true'] {
    outline: 2px solid var(--vonk-color-feedback-error-border);
    outline-offset: 1px;
  }
`;

export const Indented = styled.div`
  padding-left: calc(1.5rem + var(--vonk-space-3));
`;
