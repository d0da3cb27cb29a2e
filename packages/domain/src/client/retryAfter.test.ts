import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retryAfter.ts';

const NOW = Date.parse('2026-11-28T14:00:00Z');

describe('retryAfterSeconds (RFC 9110 §10.2.3)', () => {
  it.each([
    ['600', 600],
    [' 120 ', 120],
    ['Sat, 28 Nov 2026 14:10:00 GMT', 600],
    ['Sat, 28 Nov 2026 14:00:00 GMT', undefined],
    ['Sat, 28 Nov 2026 13:00:00 GMT', undefined],
    ['0', undefined],
    ['-5', undefined],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j seconds', (header, expected) => {
    expect(retryAfterSeconds(header, NOW)).toBe(expected);
  });
});
