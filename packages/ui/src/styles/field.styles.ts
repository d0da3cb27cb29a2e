import { styled } from 'styled-components';

// Shared chrome of every form field: label, description, error and the input box. A neutral
// module (no component owns it), so form components share it without importing each other's
// styles. Internal; not exported from the package.

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-1);
  min-width: 0;
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const Label = styled.label`
  font-weight: var(--vonk-font-weight-bold);
  font-size: var(--vonk-font-size-md);
  line-height: var(--vonk-line-height-tight);
  overflow-wrap: anywhere;
  &[data-disabled] {
    color: var(--vonk-color-text-subtle);
  }
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: var(--vonk-space-1);
  font-weight: var(--vonk-font-weight-bold);
  font-size: var(--vonk-font-size-md);
  line-height: var(--vonk-line-height-tight);
  overflow-wrap: anywhere;
`;

export const RequiredMarker = styled.span`
  font-weight: var(--vonk-font-weight-regular);
  color: var(--vonk-color-text-muted);
`;

export const Description = styled.div`
  font-size: var(--vonk-font-size-sm);
  color: var(--vonk-color-text-muted);
  overflow-wrap: anywhere;
`;

export const ErrorMessage = styled.div`
  display: flex;
  gap: var(--vonk-space-1);
  align-items: flex-start;
  font-size: var(--vonk-font-size-sm);
  font-weight: var(--vonk-font-weight-bold);
  color: var(--vonk-field-error-text, var(--vonk-color-feedback-error-text));
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    margin-top: 0.1em;
  }
`;

export const inputBox = `
  width: 100%;
  min-height: 2.75rem;
  padding: var(--vonk-space-2) var(--vonk-space-3);
  border: 2px solid var(--vonk-field-border, var(--vonk-color-border-strong));
  border-radius: var(--vonk-field-radius, var(--vonk-radius-small));
  background: var(--vonk-field-background, var(--vonk-color-surface));
  color: var(--vonk-color-text);
  font: inherit;
  &:focus-visible { outline: var(--vonk-focus-outline); outline-offset: var(--vonk-focus-outline-offset); }
  &[aria-invalid='true'] { border-color: var(--vonk-field-border-invalid, var(--vonk-color-feedback-error-border)); }
  &:disabled {
    background: var(--vonk-field-background-disabled, var(--vonk-color-background-muted));
    color: var(--vonk-color-text-subtle);
    border-color: var(--vonk-color-border);
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $width?: string }>`
  ${inputBox}
  max-width: ${({ $width }) => $width ?? '100%'};
`;

export const InputRow = styled.div<{ $width?: string }>`
  display: flex;
  gap: var(--vonk-space-2);
  align-items: stretch;
  max-width: ${({ $width }) => $width ?? '100%'};
  & > input {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: var(--vonk-space-2);
`;
