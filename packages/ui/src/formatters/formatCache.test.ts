import { describe, expect, it } from 'vitest';
import { formatKept } from './formatCache.ts';
import { formatDate } from './formatDate.ts';

describe('formatKept: one Intl formatter per kind, locale and options', () => {
  it('gives the same formatter for the same options and another for anything else', () => {
    const long = formatKept(Intl.DateTimeFormat, 'nl-NL', { month: 'long', timeZone: 'UTC' });
    expect(formatKept(Intl.DateTimeFormat, 'nl-NL', { month: 'long', timeZone: 'UTC' })).toBe(long);
    expect(formatKept(Intl.DateTimeFormat, 'nl-NL', { month: 'short', timeZone: 'UTC' })).not.toBe(
      long,
    );
    expect(formatKept(Intl.DateTimeFormat, 'en-CA', { month: 'long', timeZone: 'UTC' })).not.toBe(
      long,
    );
    const number = formatKept(Intl.NumberFormat, 'nl-NL', {});
    expect(number).toBeInstanceOf(Intl.NumberFormat);
    expect(formatKept(Intl.NumberFormat, 'nl-NL', {})).toBe(number);
    expect(formatKept(Intl.PluralRules, 'nl-NL', {})).toBeInstanceOf(Intl.PluralRules);
  });

  it('keeps nothing for invalid options: they fail every time, and the formatters say ""', () => {
    const mars = { timeZone: 'Mars/Olympus' };
    expect(() => formatKept(Intl.DateTimeFormat, 'nl-NL', mars)).toThrow(RangeError);
    expect(() => formatKept(Intl.DateTimeFormat, 'nl-NL', mars)).toThrow(RangeError);
    expect(formatDate('2026-11-22T10:00:00Z', mars)).toBe('');
    expect(formatDate('2026-11-22T10:00:00Z', { timeZone: 'Europe/Amsterdam' })).toBe('22-11-2026');
  });
});
