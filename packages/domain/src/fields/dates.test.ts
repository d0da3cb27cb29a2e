import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarDate } from '../service/calendarDate.ts';
import { isIsoDate, isoDate, todayOrLater } from './dates.ts';

const RUNS = { numRuns: 1000 };
const TODAY = '2026-11-22';
const days = fc.date({
  min: new Date(1990, 0, 1),
  max: new Date(2100, 11, 31),
  noInvalidDate: true,
});

describe('date fields', () => {
  it.each([
    ['2026-11-22', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['22-11-2026', false],
    ['2026-1-4', false],
    ['', false],
  ])('isIsoDate(%j) is %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['', { ok: false, error: 'required' }],
    ['2026-2-30', { ok: false, error: 'invalid' }],
    ['2026-11-21', { ok: false, error: 'past' }],
    ['2026-11-22', { ok: true, value: '2026-11-22' }],
    ['2027-01-04', { ok: true, value: '2027-01-04' }],
  ])('todayOrLater(%j) on 22 November 2026', (input, expected) => {
    expect(todayOrLater(input, TODAY)).toEqual(expected);
  });

  it('every calendar day is an ISO date; the day after the last of a month is not', () => {
    fc.assert(
      fc.property(days, (date) => {
        const day = calendarDate(date);
        expect(isoDate(day)).toEqual({ ok: true, value: day });
        const lastOfMonth = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
        const beyond = `${day.slice(0, 8)}${String(lastOfMonth + 1).padStart(2, '0')}`;
        expect(isIsoDate(beyond)).toBe(false);
      }),
      RUNS,
    );
  });

  it('today or later agrees with the calendar order', () => {
    fc.assert(
      fc.property(days, days, (a, b) => {
        const [date, today] = [calendarDate(a), calendarDate(b)];
        expect(todayOrLater(date, today).ok).toBe(date >= today);
      }),
      RUNS,
    );
  });
});
