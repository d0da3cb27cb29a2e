import { styled } from 'styled-components';

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--vonk-space-1);
  margin: 0 0 var(--vonk-space-4);
  padding: 0;
  list-style: none;
  font-size: var(--vonk-font-size-sm);
`;

export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--vonk-space-1);
  min-width: 0;
  & > svg {
    color: var(--vonk-color-text-subtle);
  }
`;

export const Crumb = styled.a`
  color: var(--vonk-breadcrumbs-link-color);
  overflow-wrap: anywhere;
  &[aria-current='page'] {
    color: var(--vonk-color-text);
    text-decoration: none;
    font-weight: var(--vonk-font-weight-medium);
  }
  &:focus-visible {
    outline: var(--vonk-focus-outline);
    outline-offset: var(--vonk-focus-outline-offset);
  }
`;
