import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDate,
  formatDateInText,
  formatDateLong,
  formatDateRange,
  formatTime,
  startOfWeek,
} from './formatDate.ts';

const THIN = '\u2009';

describe('formatDateInText: the long form for a date in a sentence', () => {
  it.each([
    ['2026-11-08', '8 november 2026'],
    ['2026-01-01', '1 januari 2026'],
    ['2026-12-31T23:30:00Z', '1 januari 2027'],
    [new Date('2026-07-02T10:00:00Z'), '2 juli 2026'],
  ])('%s is %j, without leading zero or weekday', (input, text) => {
    expect(formatDateInText(input)).toBe(text);
  });

  it.each(['', '08-11-2026', null])('returns an empty string for %j', (input) => {
    expect(formatDateInText(input as string)).toBe('');
  });
});

describe('formatDate and formatDateLong', () => {
  it.each([
    ['2026-11-22', '22-11-2026', 'zondag 22 november 2026'],
    [new Date('2026-11-22T12:00:00Z'), '22-11-2026', 'zondag 22 november 2026'],
    // 23:30 UTC on 21 November is already 22 November in Amsterdam (UTC+1 in winter).
    ['2026-11-21T23:30:00Z', '22-11-2026', 'zondag 22 november 2026'],
    // 22:30 UTC in summer is 00:30 the next day in Amsterdam (UTC+2).
    ['2026-07-01T22:30:00Z', '02-07-2026', 'donderdag 2 juli 2026'],
    ['2024-02-29', '29-02-2024', 'donderdag 29 februari 2024'],
  ])('%s is %j and %j', (input, short, long) => {
    expect(formatDate(input)).toBe(short);
    expect(formatDateLong(input)).toBe(long);
  });

  it('keeps a date-only string on its calendar day in any time zone', () => {
    expect(formatDate('2026-11-22', { timeZone: 'Pacific/Kiritimati' })).toBe('22-11-2026');
    expect(formatDate('2026-11-22', { timeZone: 'Pacific/Pago_Pago' })).toBe('22-11-2026');
  });

  it.each(['', 'gisteren', '2026-02-31', '2026-13-01', '22-11-2026', new Date('x'), 42, null])(
    'returns an empty string for %j',
    (input) => {
      expect(formatDate(input as string)).toBe('');
      expect(formatDateLong(input as string)).toBe('');
      expect(formatTime(input as string)).toBe('');
    },
  );

  it('returns an empty string for an unknown time zone', () => {
    expect(formatDate(new Date(), { timeZone: 'Mars/Olympus' })).toBe('');
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-11-22T13:05:00Z', '14:05'],
    ['2026-07-01T13:05:00Z', '15:05'],
    ['2026-11-22T23:00:00Z', '00:00'],
    ['2026-11-22T14:05:00+01:00', '14:05'],
  ])('%s is %j', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it('has no time for a date-only string', () => {
    expect(formatTime('2026-11-22')).toBe('');
  });
});

describe('formatDateRange', () => {
  it.each([
    ['2026-11-22', '2026-12-24', false, `22-11-2026${THIN}–${THIN}24-12-2026`],
    ['2026-11-22', '2026-12-24', true, `22 november${THIN}–${THIN}24 december 2026`],
    ['2026-11-22', '2026-11-25', true, '22–25 november 2026'],
    ['2026-11-22', '2026-11-22', false, '22-11-2026'],
    ['2026-12-30', '2027-01-02', true, `30 december 2026${THIN}–${THIN}2 januari 2027`],
  ])('%s to %s (long %s) is %j', (start, end, long, expected) => {
    expect(formatDateRange(start, end, { long })).toBe(expected);
  });

  it('returns an empty string when the end lies before the start or a date is invalid', () => {
    expect(formatDateRange('2026-11-25', '2026-11-22')).toBe('');
    expect(formatDateRange('2026-11-22', 'morgen')).toBe('');
  });
});

describe('startOfWeek', () => {
  it.each([
    // 22 November 2026 is a Sunday: the week started Monday 16 November.
    ['2026-11-22', '2026-11-15T23:00:00.000Z'],
    ['2026-11-16', '2026-11-15T23:00:00.000Z'],
    ['2026-11-23T08:00:00Z', '2026-11-22T23:00:00.000Z'],
    // Sunday 23:30 UTC in summer is Monday 01:30 in Amsterdam: a new week.
    ['2026-07-05T23:30:00Z', '2026-07-05T22:00:00.000Z'],
  ])('the week of %s starts at %s', (input, expected) => {
    expect(startOfWeek(input)?.toISOString()).toBe(expected);
  });

  it('is a Monday at midnight in Amsterdam, at most 7 days earlier, and idempotent', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1980-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const monday = startOfWeek(date)!;
          expect(formatDateLong(monday)).toMatch(/^maandag /);
          expect(formatTime(monday)).toBe('00:00');
          expect(monday.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(date.getTime() - monday.getTime()).toBeLessThan(8 * 24 * 3600 * 1000);
          expect(startOfWeek(monday)?.getTime()).toBe(monday.getTime());
        },
      ),
    );
  });

  it('returns undefined for input that is not a date', () => {
    expect(startOfWeek('volgende week')).toBeUndefined();
  });
});

describe('date formatters never throw', () => {
  it('on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        for (const text of [
          formatDate(a as string),
          formatDateInText(a as string),
          formatDateLong(a as string),
          formatTime(a as string),
          formatDateRange(a as string, b as string),
        ]) {
          expect(typeof text).toBe('string');
        }
        startOfWeek(a as string);
      }),
    );
  });
});
