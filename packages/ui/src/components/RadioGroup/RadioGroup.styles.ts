import { styled } from 'styled-components';

export { ChoiceLabel, ChoiceText, Indented } from '../../styles/choice.styles.ts';

export const NativeRadio = styled.input`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: var(--vonk-radio-checked-background, var(--vonk-color-action-primary));
  cursor: inherit;
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;

export const RadioRoot = styled.div`
  display: flex;
  flex-direction: column;
`;
