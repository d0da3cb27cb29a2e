import type { ComponentPropsWithRef } from 'react';
import { formatEuro, formatEuroForScreenReader } from '../../formatters/formatEuro.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Amount, Previous, Root, Suffix } from './PriceTag.styles.ts';

export interface PriceTagProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Amount in euros, e.g. `12.5`. */
  amount: number;
  /** Adds 'per maand'. */
  perMonth?: boolean;
  /** The old price, struck through ('van … voor …'). */
  previousAmount?: number;
  /** `€ 10,-` for whole amounts. */
  wholeEurosWithDash?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A price via `formatEuro` (`€ 12,50 per maand`). The eye gets the formatted text, the ear
 * gets `formatEuroForScreenReader` ('12 euro en 50 cent per maand'), which reads better.
 */
export function PriceTag({
  amount,
  perMonth = false,
  previousAmount,
  wholeEurosWithDash,
  size = 'medium',
  ...rest
}: PriceTagProps) {
  const options = { wholeEurosWithDash };
  const suffix = perMonth ? ' per maand' : '';
  const spoken =
    previousAmount !== undefined
      ? `van ${formatEuroForScreenReader(previousAmount)} voor ${formatEuroForScreenReader(amount)}${suffix}`
      : `${formatEuroForScreenReader(amount)}${suffix}`;
  return (
    <Root data-size={size} data-price-tag="" {...rest}>
      <span aria-hidden="true">
        {previousAmount !== undefined && (
          <>
            <Previous>{formatEuro(previousAmount, options)}</Previous>{' '}
          </>
        )}
        <Amount>{formatEuro(amount, options)}</Amount>
        {perMonth && <Suffix> per maand</Suffix>}
      </span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Root>
  );
}
