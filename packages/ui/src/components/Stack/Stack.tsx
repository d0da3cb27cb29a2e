import type { ComponentPropsWithRef, ElementType } from 'react';
import type { SpaceToken } from '../../tokens/foundations.ts';
import { Root } from './Stack.styles.ts';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  as?: ElementType;
  /** Space token between children (default '4' = 1rem). */
  gap?: SpaceToken;
  direction?: 'column' | 'row';
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'space-between';
  wrap?: boolean;
}

const flex = (v?: string) => (v === 'start' || v === 'end' ? `flex-${v}` : v);

/** One-dimensional layout with token spacing. */
export function Stack({
  gap = '4',
  direction = 'column',
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <Root
      $gap={gap}
      $direction={direction}
      $align={flex(align)}
      $justify={flex(justify)}
      $wrap={wrap}
      {...rest}
    />
  );
}
