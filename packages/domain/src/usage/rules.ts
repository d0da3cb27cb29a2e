import type { IsoDate } from '../endpoint/common.ts';
import { calendarDate } from '../service/calendarDate.ts';
import type { VoipCall } from './schema.ts';

/** A calendar month, `YYYY-MM`. */
export type UsageMonth = string;

/** How far back /gebruikskosten goes: this month and the eleven before (ADR 036). */
export const USAGE_HISTORY_MONTHS = 12;

/** The months the overview's chart shows: this month and the five before. */
export const USAGE_CHART_MONTHS = 6;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of a date. */
export function monthOf(date: Date | IsoDate): UsageMonth {
  return calendarDate(date).slice(0, 7);
}

/** `month` moved by `delta` months (negative is back). */
export function shiftMonth(month: UsageMonth, delta: number): UsageMonth {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The last `count` months up to and including today's, oldest first. */
export function recentMonths(today: Date | IsoDate, count: number): UsageMonth[] {
  const current = monthOf(today);
  return Array.from({ length: count }, (_, index) => shiftMonth(current, index - count + 1));
}

/**
 * The month a `?maand=` parameter asks for, when it is one the history has; otherwise today's
 * month (a wrong or too old link still opens the page).
 */
export function usageMonthParam(value: string | null, today: Date | IsoDate): UsageMonth {
  const months = recentMonths(today, USAGE_HISTORY_MONTHS);
  return value && MONTH.test(value) && months.includes(value) ? value : monthOf(today);
}

/** Where month navigation can go from `month`: null at either end of the history. */
export function monthNavigation(month: UsageMonth, today: Date | IsoDate) {
  const months = recentMonths(today, USAGE_HISTORY_MONTHS);
  const at = months.indexOf(month);
  return {
    previous: at > 0 ? months[at - 1]! : null,
    next: at >= 0 && at < months.length - 1 ? months[at + 1]! : null,
  };
}

/** Totals of a month of calls: how many, how long, what they cost (in whole cents). */
export function callTotals(calls: readonly VoipCall[]) {
  return {
    count: calls.length,
    durationSeconds: calls.reduce((sum, call) => sum + call.durationSeconds, 0),
    cost: calls.reduce((sum, call) => sum + Math.round(call.price * 100), 0) / 100,
  };
}

/** A duration as hours, minutes and seconds, for a text such as '1 uur 2 min 5 s'. */
export function durationParts(totalSeconds: number) {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return {
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}
