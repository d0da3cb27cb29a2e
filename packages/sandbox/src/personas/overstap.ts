import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract, nothingAllowed } from './customer.ts';
import { newPublicReference } from './publicReferences.ts';

/** The e-mail link's credential (ADR 064): random per sandbox process. */
const transferReference = newPublicReference('overstap/transfer');
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import { noExtras, optedIn, paysOnTime, product, subscriptionWith } from './products.ts';

const address = {
  street: 'Damrak',
  houseNumber: 1,
  houseNumberAddition: 'B',
  postalCode: '1012 LG',
  city: 'Amsterdam',
};

/** Internet only; the transfer (overstappen) details are in and the switch is planned (issue #12). */
export const overstap: CustomerPersona = {
  login: 'overstap',
  purpose:
    'Internet only (1p), transfer allowed with a (random) reference, planned for 2027-01-04; Klantvoordeel sign-up pending.',
  ...fixedLineCustomer({
    customerId: '10000013',
    firstName: 'Olaf',
    lastName: 'Visser',
    email: 'olaf.visser@example.nl',
    address,
    contacts: [{ contactType: 'MobilePhoneNumber', value: '0612312312' }],
    transferReference,
  }),
  features: {},
  subscription: subscriptionWith({
    currentInternet: product('INT-2001', 'Internet Start', 45, '2025-02-01'),
  }),
  billing: {
    ...paysOnTime(),
    invoices: [invoice('2026110002', '2026-11-08', 45), invoice('2026100002', '2026-10-08', 45)],
  },
  details: {
    dateOfBirth: '1991-09-30',
    customerSince: '2025-02-01',
    payment: { accountHolderName: 'O. Visser', iban: 'NL39RABO0300065264', directDebitDay: 28 },
    contract: noRunningContract('2025-02-01'),
    privacy: nothingAllowed(),
  },
  ...noExtras(),
  transfer: {
    reference: transferReference,
    status: 'Planned',
    currentProvider: 'Kabel Zuid',
    currentCustomerNumber: 'KZ-448812',
    contractEndDate: '2026-12-31',
    requestedSwitchDate: '2027-01-04',
    contactPhoneNumber: '0612312312',
  },
  optOut: optedIn('10000013', 'olaf.visser@example.nl'),
  orders: [
    order('ORD-1301', '2025-01-20', 'Completed', [['Initial', ['Internet Start']]], {
      date: '2025-02-01',
    }),
  ],
  outages: [],
  remoteSupportRequests: [],
  // Signed up for Klantvoordeel yesterday; the mobile side has not answered yet (issue #12).
  household: {
    mayJoin: false,
    dashboardAddress: null,
    subscribeAddress: address,
    pending: { requestedAt: '2026-11-22T19:05:00+01:00', phoneNumbers: ['0612312312'] },
  },
};
