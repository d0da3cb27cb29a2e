import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--vonk-space-3);
  padding: var(--vonk-space-6) 0;
  & > svg {
    color: var(--vonk-color-feedback-error-text);
  }
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: var(--vonk-font-size-xl);
`;

export const Body = styled.div`
  color: var(--vonk-color-text-muted);
  max-width: 40rem;
  & > p {
    margin: 0;
  }
`;
