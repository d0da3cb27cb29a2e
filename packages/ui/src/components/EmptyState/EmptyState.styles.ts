import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  gap: var(--vonk-space-3);
  padding: var(--vonk-space-7) var(--vonk-space-4);
  border: 1px dashed var(--vonk-color-border);
  border-radius: var(--vonk-radius-large);
  & > svg {
    color: var(--vonk-color-text-muted);
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--vonk-font-size-lg);
`;

export const Body = styled.div`
  color: var(--vonk-color-text-muted);
  max-width: 32rem;
  & > p {
    margin: 0;
  }
`;
