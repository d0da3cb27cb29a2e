import { styled } from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: var(--vonk-space-4);
  min-width: 0;
`;

export const Header = styled.div`
  display: grid;
  gap: var(--vonk-space-1);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--vonk-font-size-xl);
`;

export const Description = styled.p`
  margin: 0;
  color: var(--vonk-color-text-muted);
`;
