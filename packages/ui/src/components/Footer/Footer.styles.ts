import { styled } from 'styled-components';
import { media } from '../../theme/media.ts';

export const Root = styled.div`
  display: grid;
  gap: var(--vonk-space-6);
  padding: var(--vonk-space-6) var(--vonk-space-4);
  background: var(--vonk-footer-background);
  color: var(--vonk-footer-text);
  ${media.up('md')} {
    padding-inline: var(--vonk-space-6);
  }
`;

export const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
  gap: var(--vonk-space-5);
`;

export const Group = styled.div`
  display: grid;
  align-content: start;
  gap: var(--vonk-space-2);
`;

export const GroupTitle = styled.h2`
  margin: 0;
  font-size: var(--vonk-font-size-md);
`;

export const List = styled.ul`
  display: grid;
  gap: var(--vonk-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    padding-block: var(--vonk-space-1);
  }
`;

export const Bottom = styled.div`
  font-size: var(--vonk-font-size-sm);
  color: var(--vonk-color-text-muted);
`;
