import { describe, expect, it } from 'vitest';
import type { VoipCall } from './schema.ts';
import {
  callTotals,
  durationParts,
  monthNavigation,
  monthOf,
  recentMonths,
  shiftMonth,
  usageMonthParam,
} from './rules.ts';

const TODAY = '2026-11-23';

describe('usage months', () => {
  it.each([
    ['2026-11', -1, '2026-10'],
    ['2026-01', -1, '2025-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-11', -11, '2025-12'],
  ])('%s moved %i is %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('lists the last months oldest first, ending with today’s', () => {
    expect(recentMonths(TODAY, 3)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(monthOf(new Date(2026, 10, 23))).toBe('2026-11');
  });

  it.each([
    [null, '2026-11'],
    ['2026-08', '2026-08'],
    ['2025-12', '2025-12'],
    ['2025-11', '2026-11'],
    ['2026-12', '2026-11'],
    ['2026-13', '2026-11'],
    ['augustus', '2026-11'],
  ])('?maand=%s opens %s', (param, month) => {
    expect(usageMonthParam(param, TODAY)).toBe(month);
  });

  it('navigates within this month and the eleven before', () => {
    expect(monthNavigation('2026-11', TODAY)).toEqual({ previous: '2026-10', next: null });
    expect(monthNavigation('2026-06', TODAY)).toEqual({ previous: '2026-05', next: '2026-07' });
    expect(monthNavigation('2025-12', TODAY)).toEqual({ previous: null, next: '2026-01' });
  });
});

describe('callTotals and durationParts', () => {
  const call = (durationSeconds: number, price: number): VoipCall => ({
    startTime: '2026-11-20T18:42:00+01:00',
    number: '0044 20 7946 ****',
    durationSeconds,
    destination: 'Buitenland',
    price,
  });
  it('adds count, time and cost to the cent', () => {
    expect(callTotals([call(754, 1.26), call(312, 0.94), call(1, 0.1)])).toEqual({
      count: 3,
      durationSeconds: 1067,
      cost: 2.3,
    });
    expect(callTotals([])).toEqual({ count: 0, durationSeconds: 0, cost: 0 });
  });
  it.each([
    [754, { hours: 0, minutes: 12, seconds: 34 }],
    [3725, { hours: 1, minutes: 2, seconds: 5 }],
    [0, { hours: 0, minutes: 0, seconds: 0 }],
  ])('%i s', (seconds, parts) => {
    expect(durationParts(seconds)).toEqual(parts);
  });
});
