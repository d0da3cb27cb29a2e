import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { SpinnerGraphic } from './SpinnerGraphic.tsx';
import { Root } from './Spinner.styles.ts';

export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  /** What is happening, e.g. 'Inloggen...' (default 'Laden...'). */
  label?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  size?: number | string;
}

/** Indeterminate progress with a polite status message. */
export function Spinner({
  label = 'Laden...',
  hideLabel = false,
  size = 24,
  ...rest
}: SpinnerProps) {
  return (
    <Root role="status" {...rest}>
      <SpinnerGraphic size={size} />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Root>
  );
}
