import type { IsoDate } from '../endpoint/common.ts';
import { addDays } from '../service/addDays.ts';
import type { OrderQuote } from '../products/tvOrder.ts';
import type { NetworkMigrationOffer } from './schema.ts';

/**
 * The wish dates offered for a network move: the offer's earliest date and the same weekday of
 * the three weeks after it (the spec leaves the choice open; a short list is easier than a
 * calendar, and every date is one the API accepts).
 */
export function migrationWishDates(earliest: IsoDate | null): IsoDate[] {
  if (!earliest) return [];
  return [0, 7, 14, 21].map((days) => addDays(earliest, days));
}

const cents = (euro: number) => Math.round(euro * 100);

/**
 * The priced offer as the shared summary's quote: the new internet replaces the current one from
 * the wish date, so the monthly total changes by the difference. Null while the offer has no
 * priced selection.
 */
export function migrationQuote(
  priced: NetworkMigrationOffer,
  currentMonthly: number,
  currentInternetPrice: number,
): OrderQuote | null {
  const selection = priced.selection;
  if (!selection) return null;
  const monthlyIncrease = (cents(selection.monthlyPrice) - cents(currentInternetPrice)) / 100;
  return {
    lines: [
      {
        displayName: selection.productName,
        count: 1,
        monthly: selection.monthlyPrice,
        oneOff: selection.oneOffPrice,
      },
    ],
    monthlyIncrease,
    newMonthly: (cents(currentMonthly) + cents(monthlyIncrease)) / 100,
    oneOff: selection.oneOffPrice,
    startDate: selection.wishDate,
  };
}
