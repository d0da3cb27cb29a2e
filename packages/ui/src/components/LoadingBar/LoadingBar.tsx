import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Bar, Failed, Track } from './LoadingBar.styles.ts';

export type LoadingBarState = 'idle' | 'loading' | 'complete' | 'failed';

export interface LoadingBarProps extends ComponentPropsWithRef<'div'> {
  state: LoadingBarState;
  loadingText?: ReactNode;
  completeText?: ReactNode;
  /** Shown (and announced) when the page failed to load. */
  failedText?: ReactNode;
}

/**
 * Route progress (spec §4 page loading). The bar is decorative; a polite live region that is
 * always present says 'Pagina wordt geladen' / 'Pagina geladen'; failure shows an alert.
 */
export function LoadingBar({
  state,
  loadingText = 'Pagina wordt geladen',
  completeText = 'Pagina geladen',
  failedText = 'Oeps! Er is iets fout gegaan.',
  ...rest
}: LoadingBarProps) {
  const message = state === 'loading' ? loadingText : state === 'complete' ? completeText : null;
  return (
    <div data-loading-state={state} {...rest}>
      <Track aria-hidden="true">
        <Bar data-state={state} />
      </Track>
      <VisuallyHidden role="status">{message}</VisuallyHidden>
      {state === 'failed' && (
        <Failed>
          <Alert tone="error" title={failedText} />
        </Failed>
      )}
    </div>
  );
}
