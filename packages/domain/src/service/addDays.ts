import type { IsoDate } from '../endpoint/common.ts';

/** The calendar day `days` after `date` (YYYY-MM-DD), counted in UTC so no clock change moves it. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
