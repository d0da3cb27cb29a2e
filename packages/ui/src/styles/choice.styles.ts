import { styled } from 'styled-components';

// The frame of a labelled choice (checkbox, radio, switch): the label wraps the control, the
// description is indented under the label text. A neutral module the choice components share.

export const ChoiceRoot = styled.div`
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

export const Indented = styled.div`
  padding-left: calc(1.5rem + var(--vonk-space-3));
`;
