import { describe, expect, it } from 'vitest';
import { amsterdamTime } from './amsterdamTime.ts';

describe('amsterdamTime (fixtures relative to the sandbox clock)', () => {
  it.each([
    [-1, '18:00', '2026-11-28T11:00:00Z', '2026-11-27T18:00:00+01:00'],
    [0, '07:40', '2026-11-28T11:00:00Z', '2026-11-28T07:40:00+01:00'],
    // 00:30 in Amsterdam on the 29th is still the 28th in UTC.
    [-1, '18:00', '2026-11-28T23:30:00Z', '2026-11-28T18:00:00+01:00'],
    [-12, '09:00', '2026-07-13T10:00:00Z', '2026-07-01T09:00:00+02:00'],
  ])('%i days at %s from %s', (days, time, now, expected) => {
    expect(amsterdamTime(days, time, new Date(now))).toBe(expected);
  });
});
