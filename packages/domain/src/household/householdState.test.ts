import { describe, expect, it } from 'vitest';
import { householdNotPossibleReason, householdPhoneNumbers, householdState } from './rules.ts';

const address = {
  street: 'Kerkstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  postalCode: '3511 LX',
  city: 'Utrecht',
};
const pending = {
  status: 'Pending' as const,
  requestedAt: '2026-11-23T10:00:00Z',
  address,
  phoneNumbers: [],
};

describe('householdState (the /klantvoordeel root decides, ADR 042)', () => {
  it.each([
    [
      { dashboardAddress: null, subscribeAddress: address, mayJoin: true, registration: pending },
      'pending',
    ],
    [
      { dashboardAddress: address, subscribeAddress: address, mayJoin: false, registration: null },
      'active',
    ],
    [
      { dashboardAddress: null, subscribeAddress: address, mayJoin: true, registration: null },
      'canJoin',
    ],
    [
      { dashboardAddress: null, subscribeAddress: null, mayJoin: true, registration: null },
      'notPossible',
    ],
    [
      { dashboardAddress: null, subscribeAddress: address, mayJoin: false, registration: null },
      'notPossible',
    ],
  ] as const)('%j → %s', (data, state) => {
    expect(householdState(data)).toBe(state);
  });

  it('says why joining is not possible', () => {
    expect(householdNotPossibleReason({ mayJoin: true, subscribeAddress: null })).toBe('noAddress');
    expect(householdNotPossibleReason({ mayJoin: false, subscribeAddress: address })).toBe(
      'notAllowed',
    );
  });
});

describe('householdPhoneNumbers', () => {
  it('takes the mobile contact numbers, each once', () => {
    expect(
      householdPhoneNumbers([
        { contactType: 'PhoneNumber', value: '0301234567' },
        { contactType: 'MobilePhoneNumber', value: '0612345678' },
        { contactType: 'MobilePhoneNumber', value: '0612345678' },
      ]),
    ).toEqual(['0612345678']);
  });
});
