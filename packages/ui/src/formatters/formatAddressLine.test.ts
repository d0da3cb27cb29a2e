import { describe, expect, it } from 'vitest';
import { formatAddressLine } from './formatAddressLine.ts';

describe('formatAddressLine', () => {
  it.each([
    [
      { street: 'Dorpsstraat', houseNumber: 12, houseNumberAddition: null, city: 'Utrecht' },
      'Dorpsstraat 12, Utrecht',
    ],
    [
      { street: 'Dorpsstraat', houseNumber: 12, houseNumberAddition: 'a', city: 'Utrecht' },
      'Dorpsstraat 12A, Utrecht',
    ],
    [
      { street: 'Kade', houseNumber: 3, houseNumberAddition: '2-hoog', city: 'Leiden' },
      'Kade 3 2-hoog, Leiden',
    ],
    [{ street: 'Kade', houseNumber: 3, houseNumberAddition: '', city: 'Leiden' }, 'Kade 3, Leiden'],
  ])('%o → %s', (address, line) => {
    expect(formatAddressLine(address)).toBe(line);
  });

  it('adds the postcode on request', () => {
    expect(
      formatAddressLine(
        { street: 'Kade', houseNumber: 3, postalCode: '2311 AB', city: 'Leiden' },
        { withPostcode: true },
      ),
    ).toBe('Kade 3, 2311 AB Leiden');
  });
});
