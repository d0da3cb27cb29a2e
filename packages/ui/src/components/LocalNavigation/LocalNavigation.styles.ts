import { styled } from 'styled-components';

export const Root = styled.nav`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr) minmax(0, auto);
  align-items: center;
  gap: var(--vonk-space-3);
  padding: var(--vonk-space-2) 0;
  margin-block-end: var(--vonk-space-4);
  border-bottom: 1px solid var(--vonk-color-border);
`;

export const Title = styled.p`
  margin: 0;
  font-weight: var(--vonk-font-weight-bold);
  text-align: center;
  overflow-wrap: anywhere;
`;

export const NavLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--vonk-space-1);
  color: var(--vonk-color-text-link);
  font-weight: var(--vonk-font-weight-medium);
  min-height: 2.75rem;
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;
