import { styled } from 'styled-components';

export const Period = styled.p`
  margin: 0;

  & > [data-part='period'] {
    font-weight: var(--vonk-font-weight-bold);
  }
`;
