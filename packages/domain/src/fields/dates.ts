import type { IsoDate } from '../endpoint/common.ts';
import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// Date fields (transfer dates, wish dates of a move or migration, postpone-payment dates). A date
// field hands its rule '' when empty, the ISO date when the parts make one, or other text when
// they do not. "Today" is passed in as an IsoDate (service/calendarDate.ts turns a Date into the
// local calendar day); a rule never reads the clock.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is an ISO date that exists on the calendar ('2026-02-30' does not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A real calendar date. */
export function isoDate(input: string): FieldResult<IsoDate> {
  const value = input.trim();
  if (value === '') return invalid('required');
  return isIsoDate(value) ? valid(value) : invalid('invalid');
}

/** A real date that is `today` or later ('past' before it). */
export function todayOrLater(
  input: string,
  today: IsoDate,
): FieldResult<IsoDate, 'required' | 'invalid' | 'past'> {
  const date = isoDate(input);
  if (!date.ok) return date;
  return date.value < today ? invalid('past') : date;
}
