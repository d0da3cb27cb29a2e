import { describe, expect, it } from 'vitest';
import { headerInitials } from './rules.ts';

describe('headerInitials (spec §2.4)', () => {
  it.each([
    ['JJ', 'JJ'],
    [' JJ ', 'JJ'],
    ['J', null],
    ['JJJ', null],
    [null, null],
  ])('%j → %j', (initials, expected) => {
    expect(headerInitials(initials)).toBe(expected);
  });
});
