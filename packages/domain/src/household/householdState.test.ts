import { describe, expect, it } from 'vitest';
import { householdPhoneNumbers, householdState } from './rules.ts';

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

describe('householdState: one truth for the dashboard tile and the Klantvoordeel pages (issue #26)', () => {
  const other = { ...address, street: 'Domplein', houseNumber: 1, postalCode: '3512 JC' };
  it.each([
    [
      'a pending sign-up comes first',
      { dashboardAddress: null, subscribeAddress: address, mayJoin: false, registration: pending },
      { kind: 'pending', registration: pending },
    ],
    [
      'a dashboard address is membership, on that address',
      { dashboardAddress: other, subscribeAddress: address, mayJoin: false, registration: null },
      { kind: 'member', address: other },
    ],
    [
      'may join with a subscribe address',
      { dashboardAddress: null, subscribeAddress: address, mayJoin: true, registration: null },
      { kind: 'canJoin', address },
    ],
    [
      'no subscribe address: we know no address',
      { dashboardAddress: null, subscribeAddress: null, mayJoin: true, registration: null },
      { kind: 'cannotJoin', reason: 'noAddress' },
    ],
    [
      'the may-join check says no (piet)',
      { dashboardAddress: null, subscribeAddress: address, mayJoin: false, registration: null },
      { kind: 'cannotJoin', reason: 'notAllowed' },
    ],
  ] as const)('%s', (_, facts, state) => {
    expect(householdState(facts)).toEqual(state);
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
