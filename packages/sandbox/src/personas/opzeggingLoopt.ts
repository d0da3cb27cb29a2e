import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract, nothingAllowed } from './customer.ts';
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import { noExtras, optedIn, paysOnTime, product, subscriptionWith } from './products.ts';

const address = {
  street: 'Damrak',
  houseNumber: 1,
  houseNumberAddition: 'A',
  postalCode: '1012 LG',
  city: 'Amsterdam',
};

/**
 * A customer whose only open order is a cease (issue #12): TV Start's cancellation, running until
 * 31 December. It is no "lopende bestelling" (spec §8): the overview shows it with its date and
 * it blocks no other cancel (issue #26, ADR 120).
 */
export const opzeggingLoopt: CustomerPersona = {
  login: 'opzegging-loopt',
  purpose:
    'Internet + TV (2p) with one open order: the cease of TV Start, running until 31 December (ADR 120).',
  ...fixedLineCustomer({
    customerId: '10000014',
    firstName: 'Ilse',
    lastName: 'Peters',
    email: 'ilse.peters@example.nl',
    address,
    contacts: [{ contactType: 'MobilePhoneNumber', value: '0655443322' }],
  }),
  features: {},
  subscription: subscriptionWith({
    currentInternet: product('INT-1401', 'Internet Start', 45, '2020-06-01'),
    currentTv: product('TV-1401', 'TV Start', 20, '2020-06-01'),
  }),
  billing: { ...paysOnTime(), invoices: [invoice('2026110014', '2026-11-08', 65)] },
  details: {
    dateOfBirth: '1979-04-02',
    customerSince: '2020-06-01',
    payment: { accountHolderName: 'I. Peters', iban: 'NL69INGB0123456789', directDebitDay: 27 },
    contract: noRunningContract('2020-06-01'),
    privacy: nothingAllowed(),
  },
  ...noExtras(),
  optOut: optedIn('10000014', 'ilse.peters@example.nl'),
  orders: [
    order('ORD-1401', '2026-11-16', 'InProgress', [['Cease', ['TV Start']]], {
      date: '2026-12-31',
    }),
    order(
      'ORD-1400',
      '2020-05-18',
      'Completed',
      [['Initial', ['Internet Start', 'TV Start', 'Mediabox Next Mini']]],
      { date: '2020-06-01' },
    ),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
};
