import { describe, expect, it } from 'vitest';
import { renewDelay } from './renewDelay.ts';
import { REFRESH_TIMER_FACTOR } from './authConstants.ts';

describe('renewDelay (spec §4, §9: timers fire at 75 % of the lifetime)', () => {
  it('uses the spec factor 0.75', () => {
    expect(REFRESH_TIMER_FACTOR).toBe(0.75);
  });

  it.each([
    // issuedAt, expiresAt, now (s), expected delay (ms)
    [1000, 1300, 1000, 225_000],
    [1000, 4600, 1000, 2_700_000],
    [1000, 1300, 1100, 125_000],
    [1000, 1300, 1250, 0],
    [1000, 1000, 1000, 0],
  ])('token %i..%i at %i → %i ms', (issuedAt, expiresAt, now, expected) => {
    expect(renewDelay({ issuedAt, expiresAt }, now * 1000)).toBe(expected);
  });
});
