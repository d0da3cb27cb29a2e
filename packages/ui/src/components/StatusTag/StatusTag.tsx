import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { BadgeTone } from '../Badge/Badge.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Dot } from './StatusTag.styles.ts';

export interface StatusTagProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** The status in words, e.g. 'Betaald', 'Openstaand', 'In behandeling'. */
  children: ReactNode;
}

/** The state of an item (invoice, order) as a dot and a word: a Badge with a dot. */
export function StatusTag({ tone = 'neutral', children, ...rest }: StatusTagProps) {
  return (
    <Badge tone={tone} data-status-tag="" {...rest}>
      <Dot aria-hidden="true" />
      {children}
    </Badge>
  );
}
