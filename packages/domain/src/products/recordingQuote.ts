import type { IsoDate } from '../endpoint/common.ts';
import { CLOUD_RECORDING } from './productNames.ts';
import type { AvailableProduct } from './schema.ts';
import { quoteOrder } from './tvOrder.ts';
import type { OrderQuote } from './tvOrder.ts';

/**
 * The summary's quote for switching cloud recording (catalogue `TV Cloud recording`). The
 * products' monthly total has no recording in it (it is a setting, not a subscription product),
 * so its price is added while it is on. Switching off lists it as what stops, at a negative price.
 * Null when the catalogue lacks it.
 */
export function recordingQuote(
  catalogue: readonly AvailableProduct[],
  enable: boolean,
  cloudOnNow: boolean,
  productsMonthly: number,
  today: IsoDate,
): OrderQuote | null {
  const entry = catalogue.find((product) => product.name === CLOUD_RECORDING);
  if (!entry) return null;
  const cents = (euro: number) => Math.round(euro * 100);
  const current = (cents(productsMonthly) + (cloudOnNow ? cents(entry.price) : 0)) / 100;
  const on = quoteOrder([entry], [CLOUD_RECORDING], current, today, false)!;
  if (enable) return on;
  return {
    ...on,
    lines: [{ ...on.lines[0]!, monthly: -entry.price }],
    monthlyIncrease: -entry.price,
    newMonthly: (cents(current) - cents(entry.price)) / 100,
  };
}
