import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import type { DateInput } from '../../formatters/formatDate.ts';
import { formatDateRange } from '../../formatters/formatDate.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Period } from './PriceChangeCallout.styles.ts';

export interface PriceChangeCalloutProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Heading of the notice; names the region. */
  title?: ReactNode;
  /** What changes and what it means for the customer. */
  body?: ReactNode;
  /** First day of the price change (inclusive), e.g. `'2024-11-01'`. */
  start: DateInput;
  /** Last day of the price change (inclusive), e.g. `'2025-03-23'`. */
  end: DateInput;
  /** Label in front of the period. */
  periodLabel?: ReactNode;
}

/**
 * A static notice about a price change in a period (spec §9): an info `Alert` in a region named
 * by its title. Not announced when it appears: it is page content, found by its region name. The
 * period uses `formatDateRange` (long, nl-NL); an invalid range hides the period line.
 */
export function PriceChangeCallout({
  title = 'Prijswijziging',
  body,
  start,
  end,
  periodLabel = 'Periode:',
  ...rest
}: PriceChangeCalloutProps) {
  const titleId = useId();
  const period = formatDateRange(start, end, { long: true });
  return (
    <section aria-labelledby={titleId} {...rest}>
      <Alert tone="info" live="none" title={<span id={titleId}>{title}</span>}>
        {body && <div>{body}</div>}
        {period && (
          <Period>
            {periodLabel} <span data-part="period">{period}</span>
          </Period>
        )}
      </Alert>
    </section>
  );
}
