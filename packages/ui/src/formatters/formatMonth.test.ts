import { describe, expect, it } from 'vitest';
import { formatMonth } from './formatMonth.ts';

describe('formatMonth', () => {
  it.each([
    ['2026-11', 'november 2026'],
    ['2026-01', 'januari 2026'],
    ['2025-12', 'december 2025'],
  ])('%s → %s', (month, text) => {
    expect(formatMonth(month)).toBe(text);
  });
  it('has a short form without a dot', () => {
    expect(formatMonth('2026-11', { short: true })).toBe('nov 2026');
    expect(formatMonth('2026-03', { short: true })).toBe('mrt 2026');
  });
  it.each(['2026-13', '2026-1', 'november', ''])('%j gives nothing', (month) => {
    expect(formatMonth(month)).toBe('');
  });
});
