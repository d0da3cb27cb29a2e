import type { IsoDate } from '../contract/common.ts';
import { addDays } from '../products/tvOrder.ts';

/**
 * The wish dates offered for a network move: the offer's earliest date and the same weekday of
 * the three weeks after it (the spec leaves the choice open; a short list is easier than a
 * calendar, and every date is one the API accepts).
 */
export function migrationWishDates(earliest: IsoDate | null): IsoDate[] {
  if (!earliest) return [];
  return [0, 7, 14, 21].map((days) => addDays(earliest, days));
}
