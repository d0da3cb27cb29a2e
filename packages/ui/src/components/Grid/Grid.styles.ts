import { styled } from 'styled-components';
import type { SpaceToken } from '../../tokens/foundations.ts';

export const Root = styled.div<{ $min: string; $gap: SpaceToken }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $min }) => $min}, 100%), 1fr));
  gap: var(--vonk-space-${({ $gap }) => $gap});
`;
