import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { Root } from './VisuallyHidden.styles.ts';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  children?: ReactNode;
  /** Render as another element, e.g. `h1` or `div`. */
  as?: ElementType;
  /** Show the content while it (or something inside it) has focus, as for a skip link. */
  focusable?: boolean;
}

/** Hidden from the eye, available to screen readers. */
export function VisuallyHidden({ focusable = false, as, ...rest }: VisuallyHiddenProps) {
  return (
    <Root as={as} data-focusable={focusable ? '' : undefined} data-visually-hidden="" {...rest} />
  );
}
