import type { Address, IsoDate } from '../endpoint/common.ts';
import { todayOrLater } from '../fields/dates.ts';

// Rules of the move flow on /mijn-gegevens/adresgegevens (spec §5 address lookup; ADR 047).

/** A move can be planned from tomorrow up to this many days ahead. */
export const MOVE_MAX_DAYS_AHEAD = 180;

export type MoveDateError = 'required' | 'invalid' | 'notAfterToday' | 'tooFar';

const addDays = (date: IsoDate, days: number): IsoDate => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The move date: a real date after today (services move on a working day that is to come), at most 180 days ahead. */
export function moveDateError(input: string, today: IsoDate): MoveDateError | undefined {
  const result = todayOrLater(input, addDays(today, 1));
  if (!result.ok) return result.error === 'past' ? 'notAfterToday' : result.error;
  return result.value > addDays(today, MOVE_MAX_DAYS_AHEAD) ? 'tooFar' : undefined;
}

/** The last date the form offers, for its hint. */
export function lastMoveDate(today: IsoDate): IsoDate {
  return addDays(today, MOVE_MAX_DAYS_AHEAD);
}

/** Whether two addresses are the same place (postcode, number, addition; case and spacing aside). */
export function sameAddress(a: Address, b: Address): boolean {
  const compact = (value: string | null) => (value ?? '').replace(/\s+/g, '').toUpperCase();
  return (
    compact(a.postalCode) === compact(b.postalCode) &&
    a.houseNumber === b.houseNumber &&
    compact(a.houseNumberAddition) === compact(b.houseNumberAddition)
  );
}
