import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract, nothingAllowed } from './customer.ts';
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import {
  defaultTvSettings,
  noExtras,
  optedIn,
  paysOnTime,
  product,
  subscriptionWith,
} from './products.ts';

const address = {
  street: 'Vismarkt',
  houseNumber: 3,
  houseNumberAddition: null,
  postalCode: '9712 CA',
  city: 'Groningen',
};

/**
 * Free to cancel (issue #14): no running contract, no open order, and `ceaseFlowFeatureIsEnabled`
 * on, so the whole subscription can be cancelled online too (ADR 049).
 */
export const opzegger: CustomerPersona = {
  login: 'opzegger',
  purpose:
    'Internet + TV (2p) with a premium and a theme package, no contract, no open order, ceaseFlowFeatureIsEnabled on: may cancel anything online.',
  ...fixedLineCustomer({
    customerId: '10000015',
    firstName: 'Olga',
    lastName: 'Zeger',
    email: 'olga.zeger@example.nl',
    address,
    contacts: [{ contactType: 'MobilePhoneNumber', value: '0611122233' }],
  }),
  features: { ceaseFlowFeatureIsEnabled: true },
  subscription: subscriptionWith({
    currentInternet: product('INT-6001', 'Internet Extra', 55, '2020-09-01'),
    currentTv: product('TV-6001', 'TV Start', 17.5, '2020-09-01'),
    currentPremiumPackages: [product('PRM-6001', 'Film1', 12.5, '2024-01-10')],
    currentThemePackages: [product('THM-6001', 'Infotainment', 5, '2023-05-02')],
    currentSettopBoxes: [product('STB-6001', 'Mediabox Next', 0, '2020-09-01')],
  }),
  billing: {
    ...paysOnTime(),
    invoices: [invoice('2026110006', '2026-11-08', 90), invoice('2026100006', '2026-10-08', 90)],
  },
  details: {
    dateOfBirth: '1985-02-17',
    customerSince: '2020-09-01',
    payment: { accountHolderName: 'O. Zeger', iban: 'NL02ABNA0123456789', directDebitDay: 1 },
    contract: noRunningContract('2020-09-01'),
    privacy: nothingAllowed(),
  },
  ...noExtras(),
  tvSettings: defaultTvSettings(),
  optOut: optedIn('10000015', 'olga.zeger@example.nl'),
  orders: [
    order('ORD-6003', '2024-01-09', 'Completed', [['ProductAdd', ['Film1']]], {
      date: '2024-01-10',
    }),
    order('ORD-6002', '2023-05-01', 'Completed', [['ProductAdd', ['Infotainment']]], {
      date: '2023-05-02',
    }),
    order(
      'ORD-6001',
      '2020-08-20',
      'Completed',
      [['Initial', ['Internet Extra', 'TV Start', 'Mediabox Next']]],
      { date: '2020-09-01' },
    ),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
};
