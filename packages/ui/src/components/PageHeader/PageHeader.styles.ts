import { styled } from 'styled-components';
import { media } from '../../theme/media.ts';

export const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--vonk-space-3);
  margin-block-end: var(--vonk-space-5);
  &[data-title-hidden] {
    margin-block-end: 0;
  }
`;

export const Titles = styled.div`
  display: grid;
  gap: var(--vonk-space-1);
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--vonk-font-size-2xl);
  overflow-wrap: anywhere;
  hyphens: auto;
  ${media.up('md')} {
    font-size: var(--vonk-font-size-3xl);
  }
`;

export const Subtitle = styled.p`
  margin: 0;
  color: var(--vonk-color-text-muted);
  font-size: var(--vonk-font-size-lg);
`;
