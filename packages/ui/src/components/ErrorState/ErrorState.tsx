import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Body, Heading, Root } from './ErrorState.styles.ts';

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Default 'Oeps! Er is iets fout gegaan.' */
  heading?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
  /** Shows a 'Probeer opnieuw' button. */
  onRetry?: () => void;
  retryText?: ReactNode;
  /** Any other action (links to home or service). */
  action?: ReactNode;
}

/** Something failed: what happened, and what the person can do. */
export function ErrorState({
  heading = 'Oeps! Er is iets fout gegaan.',
  headingLevel = 2,
  children,
  onRetry,
  retryText = 'Probeer opnieuw',
  action,
  ...rest
}: ErrorStateProps) {
  return (
    <Root data-state="error" {...rest}>
      <Icon name="error" size={40} />
      <Heading as={`h${headingLevel}`}>{heading}</Heading>
      {children && <Body>{typeof children === 'string' ? <p>{children}</p> : children}</Body>}
      {onRetry && (
        <Button variant="secondary" icon="transfer" onClick={onRetry}>
          {retryText}
        </Button>
      )}
      {action}
    </Root>
  );
}
