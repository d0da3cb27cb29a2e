import { formatKept } from './formatCache.ts';
import { DEFAULT_TIME_ZONE, formatDateInText, formatTime } from './formatDate.ts';
import type { DateFormatOptions, DateInput } from './formatDate.ts';

// Not named format…: the portal's shared chunk takes every formatters/format*.ts, and only
// /storingen needs this (the dashboard's size budget, ADR 028).

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of an instant in `timeZone`, as days since 1970 (for differences only). */
function dayNumber(instant: Date, timeZone: string): number {
  const [year, month, day] = formatKept(Intl.DateTimeFormat, 'en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(instant)
    .split('-')
    .map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/**
 * A moment said the way people say it (issue #29): `'vandaag 07:40'`, `'gisteren 18:00'`,
 * `'eergisteren 09:30'` for today and the two days before it (calendar days in `timeZone`, words
 * from `Intl.RelativeTimeFormat`), else the date in text: `'22 november 2026, 18:00'`. `now` is
 * passed in (the portal's clock). A date without a time gives the word or the date alone.
 */
export function formatMoment(
  input: DateInput,
  now: Date,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const date = formatDateInText(input, { timeZone });
  if (!date || Number.isNaN(now.getTime())) return '';
  try {
    const dateOnly = typeof input === 'string' && DATE_ONLY.test(input.trim());
    const day = dateOnly
      ? Date.parse(`${(input as string).trim()}T00:00:00Z`) / 86_400_000
      : dayNumber(input instanceof Date ? input : new Date(input), timeZone);
    const offset = day - dayNumber(now, timeZone);
    const time = formatTime(input, { timeZone });
    const near = offset <= 0 && offset >= -2;
    const when = near
      ? formatKept(Intl.RelativeTimeFormat, 'nl-NL', { numeric: 'auto' }).format(offset, 'day')
      : date;
    return time ? `${when}${near ? ' ' : ', '}${time}` : when;
  } catch {
    return '';
  }
}
