import { describe, expect, it } from 'vitest';
import { personas } from '../personas/index.ts';
import { USAGE_MONTHS, callsOf, isUsageMonth, monthBefore, rentalsOf } from './usageHistory.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const months = Array.from({ length: USAGE_MONTHS }, (_, back) => monthBefore(NOW, back));

describe('usage history relative to the sandbox clock', () => {
  it('covers this month and the eleven before', () => {
    expect(months[0]).toBe('2026-11');
    expect(months[11]).toBe('2025-12');
    expect(isUsageMonth('2025-12', NOW)).toBe(true);
    expect(isUsageMonth('2025-11', NOW)).toBe(false);
    expect(isUsageMonth('2026-12', NOW)).toBe(false);
  });

  it('is the same for the same persona and month, and differs between personas', () => {
    const jan = personas.jan.usage.voip;
    expect(callsOf('jan', jan, '2026-08', NOW)).toEqual(callsOf('jan', jan, '2026-08', NOW));
    const all = (login: string) => months.flatMap((month) => callsOf(login, jan, month, NOW));
    expect(all('jan')).not.toEqual(all('storing'));
  });

  it('has calls in most months, none two months back, none for a persona without calls', () => {
    const jan = personas.jan.usage.voip;
    const counts = months.map((month) => callsOf('jan', jan, month, NOW).length);
    expect(counts[2]).toBe(0);
    expect(counts.filter((count) => count > 0).length).toBeGreaterThan(4);
    expect(months.flatMap((month) => callsOf('sanne', [], month, NOW))).toEqual([]);
  });

  it('keeps every call inside its month, this month not after today, newest first, masked', () => {
    for (const month of months) {
      const calls = callsOf('jan', personas.jan.usage.voip, month, NOW);
      for (const call of calls) {
        expect(call.startTime.startsWith(month)).toBe(true);
        expect(call.number).toMatch(/\*{4}$/);
        expect(call.price).toBeGreaterThan(0);
      }
      expect(calls.map((call) => call.startTime)).toEqual(
        calls
          .map((call) => call.startTime)
          .sort()
          .reverse(),
      );
    }
    for (const call of callsOf('jan', personas.jan.usage.voip, '2026-11', NOW)) {
      expect(Number(call.startTime.slice(8, 10))).toBeLessThanOrEqual(23);
    }
  });

  it('makes rentals from the persona’s titles', () => {
    const titles = new Set(personas.jan.usage.vod.map((rental) => rental.title));
    const rentals = months.flatMap((month) => rentalsOf('jan', personas.jan.usage.vod, month, NOW));
    expect(rentals.length).toBeGreaterThan(0);
    for (const rental of rentals) expect(titles.has(rental.title)).toBe(true);
  });
});
