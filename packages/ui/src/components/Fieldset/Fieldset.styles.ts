import { styled } from 'styled-components';

export { Fieldset as Root, Legend } from '../../styles/field.styles.ts';

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--vonk-fieldset-gap, var(--vonk-space-4));
`;
