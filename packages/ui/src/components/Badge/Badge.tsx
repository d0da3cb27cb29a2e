import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Root } from './Badge.styles.ts';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  children?: ReactNode;
}

/** A short label (count, 'Nieuw'). The text carries the meaning, colour only supports it. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <Root data-tone={tone} {...rest} />;
}
