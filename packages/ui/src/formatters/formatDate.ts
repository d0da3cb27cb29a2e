import {
  CalendarDate,
  fromDate,
  startOfWeek as calendarStartOfWeek,
  toCalendarDate,
} from '@internationalized/date';
import { formatKept } from './formatCache.ts';

/**
 * Dates for nl-NL via `Intl.DateTimeFormat`, shown in the Europe/Amsterdam time zone.
 *
 * Input is a `Date` or an ISO 8601 string. A date-only string (`'2026-11-22'`) is a calendar
 * date: it is shown as that day in every time zone, never shifted by a UTC offset. Anything
 * unparseable gives `''` (or `undefined` from `startOfWeek`); nothing here throws.
 */
export type DateInput = Date | string;

export interface DateFormatOptions {
  /** IANA time zone to show instants in. Default `'Europe/Amsterdam'`. */
  timeZone?: string;
}

export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

type Parsed =
  | { kind: 'date'; year: number; month: number; day: number; instant: Date }
  | { kind: 'instant'; instant: Date };

function parse(input: unknown): Parsed | undefined {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime()) ? undefined : { kind: 'instant', instant: input };
  }
  if (typeof input !== 'string') return undefined;
  const value = input.trim();
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const year = Number(dateOnly[1]);
    const month = Number(dateOnly[2]);
    const day = Number(dateOnly[3]);
    // Noon UTC keeps the calendar day when formatted in UTC; reject 2026-02-31 and friends.
    const instant = new Date(Date.UTC(year, month - 1, day, 12));
    if (
      instant.getUTCFullYear() !== year ||
      instant.getUTCMonth() !== month - 1 ||
      instant.getUTCDate() !== day
    ) {
      return undefined;
    }
    return { kind: 'date', year, month, day, instant };
  }
  if (!ISO_DATE_TIME.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : { kind: 'instant', instant };
}

function format(parsed: Parsed, options: Intl.DateTimeFormatOptions, timeZone: string): string {
  try {
    return formatKept(Intl.DateTimeFormat, 'nl-NL', {
      ...options,
      timeZone: parsed.kind === 'date' ? 'UTC' : timeZone,
    }).format(parsed.instant);
  } catch {
    return '';
  }
}

const SHORT: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const LONG: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const RANGE_LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** `'22-11-2026'`: numeric, for tables. In a sentence use `formatDateInText`. */
export function formatDate(
  input: DateInput,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const parsed = parse(input);
  return parsed ? format(parsed, SHORT, timeZone) : '';
}

/**
 * `'8 november 2026'`: the Dutch long form for a date in running text (a sentence, a
 * description list); numeric dates (`formatDate`) belong in tables only.
 */
export function formatDateInText(
  input: DateInput,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const parsed = parse(input);
  return parsed ? format(parsed, RANGE_LONG, timeZone) : '';
}

/** `'zondag 22 november 2026'`. */
export function formatDateLong(
  input: DateInput,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const parsed = parse(input);
  return parsed ? format(parsed, LONG, timeZone) : '';
}

/** `'14:05'` (24-hour clock). A date-only string has no time and gives `''`. */
export function formatTime(
  input: DateInput,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): string {
  const parsed = parse(input);
  if (!parsed || parsed.kind === 'date') return '';
  return format(parsed, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone);
}

export interface DateRangeOptions extends DateFormatOptions {
  /** `'22 november – 24 december 2026'` instead of `'22-11-2026 – 24-12-2026'`. */
  long?: boolean;
}

/**
 * A period as Intl writes it for nl-NL: `'22-11-2026 – 24-12-2026'`, `'22–25 november 2026'`
 * (with `long`). Intl puts thin spaces (U+2009) around the en dash between two full dates.
 * The same day twice gives that single date. An end before the start gives `''`.
 */
export function formatDateRange(
  start: DateInput,
  end: DateInput,
  { timeZone = DEFAULT_TIME_ZONE, long = false }: DateRangeOptions = {},
): string {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to || to.instant.getTime() < from.instant.getTime()) return '';
  const bothDates = from.kind === 'date' && to.kind === 'date';
  try {
    return formatKept(Intl.DateTimeFormat, 'nl-NL', {
      ...(long ? RANGE_LONG : SHORT),
      timeZone: bothDates ? 'UTC' : timeZone,
    }).formatRange(from.instant, to.instant);
  } catch {
    return '';
  }
}

/**
 * Monday 00:00 (in `timeZone`) of the week that holds `input`; the Dutch week starts on Monday.
 * Returns `undefined` for input that is not a date.
 */
export function startOfWeek(
  input: DateInput,
  { timeZone = DEFAULT_TIME_ZONE }: DateFormatOptions = {},
): Date | undefined {
  const parsed = parse(input);
  if (!parsed) return undefined;
  try {
    const day =
      parsed.kind === 'date'
        ? new CalendarDate(parsed.year, parsed.month, parsed.day)
        : toCalendarDate(fromDate(parsed.instant, timeZone));
    return calendarStartOfWeek(day, 'nl-NL', 'mon').toDate(timeZone);
  } catch {
    return undefined;
  }
}
