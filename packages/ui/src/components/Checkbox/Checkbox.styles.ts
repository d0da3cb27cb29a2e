import { styled } from 'styled-components';

export {
  ChoiceRoot as Root,
  ChoiceLabel,
  ChoiceText,
  Indented,
} from '../../styles/choice.styles.ts';

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
