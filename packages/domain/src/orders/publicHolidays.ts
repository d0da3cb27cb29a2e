import type { IsoDate } from '../endpoint/common.ts';

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), as YYYY-MM-DD. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/**
 * The Netherlands' public holidays in `year` as the EU lists them for Regulation 1182/71 (periods
 * that end on one run to the next working day): New Year's Day, Easter Sunday and Monday, King's
 * Day (27 April, the 26th when the 27th is a Sunday), Liberation Day (5 May, every fifth year),
 * Ascension Day, Whit Sunday and Monday, and Christmas Day and Boxing Day.
 */
export function dutchPublicHolidays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const kingsDay = new Date(Date.UTC(year, 3, 27, 12));
  return [
    `${year}-01-01`,
    iso(easter),
    iso(plusDays(easter, 1)),
    iso(kingsDay.getUTCDay() === 0 ? plusDays(kingsDay, -1) : kingsDay),
    ...(year % 5 === 0 ? [`${year}-05-05`] : []),
    iso(plusDays(easter, 39)),
    iso(plusDays(easter, 49)),
    iso(plusDays(easter, 50)),
    `${year}-12-25`,
    `${year}-12-26`,
  ].sort();
}

/** Whether a day is a working day: not a Saturday, Sunday or Dutch public holiday. */
export function isWorkingDay(date: IsoDate): boolean {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = day.getUTCDay();
  return (
    weekday !== 0 && weekday !== 6 && !dutchPublicHolidays(day.getUTCFullYear()).includes(date)
  );
}
