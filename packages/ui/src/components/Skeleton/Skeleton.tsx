import type { ComponentPropsWithRef } from 'react';
import { Bone, Root } from './Skeleton.styles.ts';

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  shape?: 'text' | 'rect' | 'circle';
  /** Number of text lines (shape 'text'). */
  lines?: number;
  width?: string;
  height?: string;
}

/**
 * Placeholder while content loads. Decorative: pair it with a Spinner or aria-busy on the
 * region so assistive tech hears that something is loading.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, ...rest }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <Root aria-hidden="true" data-skeleton="" {...rest}>
      {Array.from({ length: count }, (_, i) => (
        <Bone
          key={i}
          data-shape={shape}
          style={{ width, height: shape === 'text' ? undefined : (height ?? width ?? '4rem') }}
        />
      ))}
    </Root>
  );
}
