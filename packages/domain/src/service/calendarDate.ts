import type { IsoDate } from '../endpoint/common.ts';

/** The local calendar date of `date` as `YYYY-MM-DD` (an IsoDate passes through). */
export function calendarDate(date: Date | IsoDate): IsoDate {
  if (typeof date === 'string') return date.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
