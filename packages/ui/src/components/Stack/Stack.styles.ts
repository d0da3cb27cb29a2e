import { styled } from 'styled-components';
import type { SpaceToken } from '../../tokens/foundations.ts';

export interface StackStyleProps {
  $gap: SpaceToken;
  $direction: 'column' | 'row';
  $align?: string;
  $justify?: string;
  $wrap: boolean;
}

export const Root = styled.div<StackStyleProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: var(--vonk-space-${({ $gap }) => $gap});
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  min-width: 0;
`;
