import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: var(--vonk-space-3);
  padding: var(--vonk-space-5);
  background: var(--vonk-card-background);
  border: 1px solid var(--vonk-card-border);
  border-radius: var(--vonk-card-radius);
  box-shadow: var(--vonk-card-shadow);
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--vonk-font-size-lg);
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--vonk-space-3);
  padding-top: var(--vonk-space-3);
  border-top: 1px solid var(--vonk-color-border);
`;
