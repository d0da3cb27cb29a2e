import { styled } from 'styled-components';

export const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--vonk-space-2);
  max-width: 100%;
`;
