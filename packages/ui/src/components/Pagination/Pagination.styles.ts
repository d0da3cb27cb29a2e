import { styled } from 'styled-components';

export const Nav = styled.nav`
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vonk-space-1);
`;

export const PageControl = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--vonk-space-1);
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 var(--vonk-space-3);
  border: 2px solid transparent;
  border-radius: var(--vonk-radius-small);
  background: none;
  color: var(--vonk-pagination-link, var(--vonk-color-text-link));
  font: inherit;
  font-weight: var(--vonk-font-weight-bold);
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: var(--vonk-color-background-subtle);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
  &[aria-current='page'] {
    background: var(--vonk-pagination-current-background, var(--vonk-color-selected-background));
    color: var(--vonk-pagination-current-text, var(--vonk-color-selected));
    border-color: var(--vonk-color-selected);
    text-decoration: none;
  }
  &[aria-disabled='true'] {
    color: var(--vonk-color-text-subtle);
    cursor: not-allowed;
    text-decoration: none;
    background: none;
  }
`;

export const Ellipsis = styled.span`
  display: inline-flex;
  min-width: 1.5rem;
  justify-content: center;
  color: var(--vonk-color-text-muted);
`;
