import { DEMO_EMAIL_LINKS } from './emailLinks.ts';
import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract, nothingAllowed } from './customer.ts';
import { newPublicReference } from './publicReferences.ts';
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import { noExtras, optedIn, paysOnTime, product, subscriptionWith } from './products.ts';

/** The e-mail link's credential (ADR 064): random per sandbox process. */
const transferReference = newPublicReference('sanne/transfer');

const address = {
  street: 'Lindengracht',
  houseNumber: 88,
  houseNumberAddition: '2',
  postalCode: '1015 KK',
  city: 'Amsterdam',
};

/** Internet only, in the middle of a transfer (overstappen) with a dossier to complete. */
export const sanne: CustomerPersona = {
  login: 'sanne',
  purpose:
    'Internet only (1p), transfer allowed with a (random) reference, no linked mobile subscriptions.',
  ...fixedLineCustomer({
    customerId: '10000002',
    firstName: 'Sanne',
    lastName: 'Bakker',
    email: 'sanne.bakker@example.nl',
    address,
    contacts: [{ contactType: 'MobilePhoneNumber', value: '0687654321' }],
    transferReference,
  }),
  // A change of her e-mail address she never confirmed: its link has expired (ADR 128).
  primaryEmailChange: {
    token: DEMO_EMAIL_LINKS.expired,
    newAddress: 'sanne@bakker.example',
    requestedAt: '2026-10-01T08:00:00.000Z',
    expiresAt: '2026-10-02T08:00:00.000Z',
  },
  // The one persona that reaches the /cms page (spec §2.1 CMS feature flag).
  features: { cmsFeatureIsEnabled: true },
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
    payment: { accountHolderName: 'S. Bakker', iban: 'NL20INGB0001234567', directDebitDay: 28 },
    contract: noRunningContract('2025-02-01'),
    privacy: nothingAllowed(),
  },
  ...noExtras(),
  // Streaming without TV: bought Viaplay Basis, not yet activated.
  streaming: {
    isCustomer: true,
    productName: 'Viaplay Basis',
    activated: false,
    activationUrl: 'https://www.vonk.example/viaplay/activeren',
  },
  transfer: {
    reference: transferReference,
    status: 'DetailsRequired',
    currentProvider: 'Glasvezel Noord',
    currentCustomerNumber: null,
    contractEndDate: null,
    requestedSwitchDate: null,
    contactPhoneNumber: '0687654321',
  },
  optOut: optedIn('10000002', 'sanne.bakker@example.nl'),
  orders: [
    order('ORD-2001', '2025-01-20', 'Completed', [['Initial', ['Internet Start']]], {
      date: '2025-02-01',
    }),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: true, dashboardAddress: null, subscribeAddress: address },
};
