import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer } from './customer.ts';
import { invoice } from './invoices.ts';
import { noExtras, optedIn, paysOnTime, product, subscriptionWith } from './products.ts';
import { order } from './orders.ts';

/**
 * Privacy settings unavailable (spec §8 "try again later"): the back office that holds them does
 * not answer, so GET /api/account/privacysettings fails for her until it is back.
 */
export const lotte: CustomerPersona = {
  login: 'lotte',
  purpose:
    'Internet only; her privacy settings cannot be loaded (GET /api/account/privacysettings answers 502): "try again later".',
  ...fixedLineCustomer({
    customerId: '10000011',
    firstName: 'Lotte',
    lastName: 'Visser',
    email: 'lotte.visser@example.nl',
    address: {
      street: 'Grote Markt',
      houseNumber: 2,
      houseNumberAddition: 'bis',
      postalCode: '9711 LV',
      city: 'Groningen',
    },
    contacts: [{ contactType: 'MobilePhoneNumber', value: '0611223344' }],
  }),
  features: {},
  subscription: subscriptionWith({
    currentInternet: product('INT-7001', 'Internet Start', 45, '2025-06-10'),
  }),
  billing: { ...paysOnTime(), invoices: [invoice('2026110007', '2026-11-08', 45)] },
  details: {
    dateOfBirth: null,
    customerSince: '2025-06-10',
    payment: { accountHolderName: 'L. Visser', iban: 'NL02ABNA0123456789', directDebitDay: 28 },
    contract: {
      hasRunningContract: true,
      startDate: '2025-06-10',
      endDate: '2026-06-10',
      earlyTerminationFee: null,
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
  optOut: optedIn('10000011', 'lotte.visser@example.nl'),
  orders: [
    order('ORD-7001', '2025-05-28', 'Completed', [['Initial', ['Internet Start']]], {
      date: '2025-06-10',
    }),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: true, dashboardAddress: null, subscribeAddress: null },
  privacyUnavailable: true,
};
