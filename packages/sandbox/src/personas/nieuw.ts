import type { CustomerPersona } from './types.ts';
import { order } from './orders.ts';
import { noExtras, optedIn, paysOnTime, subscriptionWith } from './products.ts';

const address = {
  street: 'Stationsweg',
  houseNumber: 5,
  houseNumberAddition: null,
  postalCode: '2312 AV',
  city: 'Leiden',
};

/** A brand-new customer: the initial order is still running, converged info not there yet. */
export const nieuw: CustomerPersona = {
  login: 'nieuw',
  purpose:
    'New customer: initial order in progress, no current products, no converged info yet (reduced menu, redirects to /bestellingen/thuis).',
  account: {
    customerId: '10000003',
    noConvergedInfoYet: true,
    isAuthenticatedAtMagenta: false,
    magentaAlias: null,
    magentaSubscriptions: [],
    magentaVkfe: null,
    primaryAddress: address,
    contactInformation: [{ contactType: 'MobilePhoneNumber', value: '0611223344' }],
    personInformation: {
      firstName: 'Noor',
      lastName: 'Kramer',
      primaryEmailAddress: 'noor.kramer@example.nl',
    },
    isSubscribedAtFixed: false,
  },
  basic: { customerId: '10000003', customerInitials: 'NK', firstName: 'Noor' },
  features: { initialOrderRedirectFeatureIsEnabled: true },
  converged: {
    hasConvergedInfo: false,
    isFmcUser: false,
    transferAllowed: false,
    transferReference: null,
  },
  subscriptionStatus: { status: 'InitialOrderInProgress', isSubscribedAtFixed: false },
  subscription: subscriptionWith({}),
  billing: { ...paysOnTime(), invoices: [] },
  details: {
    dateOfBirth: '2001-01-17',
    customerSince: '2026-11-18',
    payment: { accountHolderName: 'N. Kramer', iban: 'NL44RABO0123456789', directDebitDay: 25 },
    contract: {
      hasRunningContract: true,
      startDate: '2026-11-18',
      endDate: '2027-11-18',
      earlyTerminationFee: 120,
      minimumTermMonths: 12,
      noticePeriodMonths: 1,
    },
    privacy: {
      commercialOfferings: true,
      commercialOfferingsChannels: ['Email'],
      useResearchData: false,
      useResearchDataChannels: [],
    },
  },
  ...noExtras(),
  optOut: optedIn('10000003', 'noor.kramer@example.nl'),
  orders: [
    order(
      'ORD-3001',
      '2026-11-18',
      'InProgress',
      [['Initial', ['Internet Extra', 'TV Start', 'Mediabox Next Mini']]],
      {
        date: '2026-11-27',
        shippingAddress: address,
        trackAndTrace: true,
      },
    ),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
};
