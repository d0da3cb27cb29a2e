import { describe, expect, it } from 'vitest';
import { matchAddress } from './matchAddress.ts';

const at = (houseNumberAddition: string | null) => ({
  street: 'Damrak',
  houseNumber: 1,
  houseNumberAddition,
  postalCode: '1012 LG',
  city: 'Amsterdam',
});

describe('matchAddress (spec §5 address lookup)', () => {
  it.each([
    ['', null],
    [null, null],
    ['a', 'A'],
    ['B', 'B'],
    [' b ', 'B'],
  ])('addition %j finds %j', (typed, found) => {
    expect(matchAddress([at(null), at('A'), at('B')], typed)?.houseNumberAddition).toBe(found);
  });

  it('is null for an addition that is not there, or no candidates', () => {
    expect(matchAddress([at(null), at('A')], 'C')).toBeNull();
    expect(matchAddress([], null)).toBeNull();
  });
});
