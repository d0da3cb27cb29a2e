import type { ComponentPropsWithRef, ElementType } from 'react';
import type { SpaceToken } from '../../tokens/foundations.ts';
import { Root } from './Grid.styles.ts';

export interface GridProps extends ComponentPropsWithRef<'div'> {
  as?: ElementType;
  /** Minimum column width; columns wrap below it, so no breakpoints are needed (default 16rem). */
  minColumnWidth?: string;
  gap?: SpaceToken;
}

/** Responsive auto-fit grid: as many columns of at least `minColumnWidth` as fit. */
export function Grid({ minColumnWidth = '16rem', gap = '5', ...rest }: GridProps) {
  return <Root $min={minColumnWidth} $gap={gap} {...rest} />;
}
