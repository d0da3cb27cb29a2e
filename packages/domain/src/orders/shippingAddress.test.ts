import { describe, expect, it } from 'vitest';
import { matchLookedUpAddress, toShippingAddressChange } from './shippingAddress.ts';

const at = (houseNumberAddition: string | null) => ({
  street: 'Damrak',
  houseNumber: 1,
  houseNumberAddition,
  postalCode: '1012 LG',
  city: 'Amsterdam',
});
const found = [at(null), at('A'), at('B')];

describe('matchLookedUpAddress (spec §5 unknown combination)', () => {
  it.each([
    ['', null],
    [null, null],
    ['a', 'A'],
    [' B ', 'B'],
  ])('addition %j finds the address with %j', (typed, addition) => {
    expect(matchLookedUpAddress(found, typed)).toEqual(at(addition));
  });

  it('an addition the number lacks, or no addresses at all, is unknown', () => {
    expect(matchLookedUpAddress(found, 'C')).toBeNull();
    expect(matchLookedUpAddress([], '')).toBeNull();
    expect(matchLookedUpAddress([at('A')], '')).toBeNull();
  });
});

describe('toShippingAddressChange', () => {
  it('sends the order id and the found address, an empty addition as null', () => {
    expect(toShippingAddressChange('ORD-1012', at(''))).toEqual({
      orderId: 'ORD-1012',
      shippingAddress: at(null),
    });
  });
});
