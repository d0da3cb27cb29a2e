import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract } from './customer.ts';
import { invoice } from './invoices.ts';
import { linesFor } from './invoiceLines.ts';
import { order } from './orders.ts';
import { defaultTvSettings, noExtras, optedIn, product, subscriptionWith } from './products.ts';

/** Internet Start and TV Start, month by month; September also the replaced Mediabox (ORD-4003). */
function pietInvoiceLines() {
  const fees = (lines: ReturnType<typeof linesFor>) => [
    lines.monthly('Internet Start', 45),
    lines.monthly('TV Start', 17.5),
  ];
  const sep = linesFor('2026090004', '2026-09-08');
  return {
    'inv-2026080004': fees(linesFor('2026080004', '2026-08-08')),
    'inv-2026090004': [
      ...fees(sep),
      sep.oneOff('Vervangende Mediabox Next Mini', 39.9, 'ORD-4003'),
    ],
    'inv-2026100004': fees(linesFor('2026100004', '2026-10-08')),
    'inv-2026110004': fees(linesFor('2026110004', '2026-11-08')),
  };
}

/** Payment arrears: two overdue invoices, in dunning, may spread the debt over an installment plan. */
export const piet: CustomerPersona = {
  login: 'piet',
  purpose:
    'Internet + TV (2p), payment arrears: two overdue invoices, dunning stage Warning, eligible for an installment plan.',
  ...fixedLineCustomer({
    customerId: '10000004',
    firstName: 'Piet',
    lastName: 'Jansen',
    email: 'piet.jansen@example.nl',
    address: {
      street: 'Molenweg',
      houseNumber: 31,
      houseNumberAddition: 'bis',
      postalCode: '5611 AB',
      city: 'Eindhoven',
    },
    contacts: [{ contactType: 'PhoneNumber', value: '0401234567' }],
  }),
  features: { installment2MagentaFeatureIsEnabled: false },
  subscription: subscriptionWith({
    currentInternet: product('INT-4001', 'Internet Start', 45, '2019-05-20'),
    currentTv: product('TV-4001', 'TV Start', 17.5, '2019-05-20'),
    currentSettopBoxes: [product('STB-4001', 'Mediabox Next Mini', 0, '2019-05-20')],
  }),
  billing: {
    invoices: [
      invoice('2026110004', '2026-11-08', 62.5, 'Open', 'Transfer'),
      invoice('2026100004', '2026-10-08', 62.5, 'Overdue', 'Transfer'),
      invoice('2026090004', '2026-09-08', 102.4, 'Overdue', 'Transfer'),
      invoice('2026080004', '2026-08-08', 62.5, 'Paid', 'Transfer'),
    ],
    openBalance: { amount: 227.4, overdueAmount: 164.9 },
    dunning: {
      inDunning: true,
      stage: 'Warning',
      overdueAmount: 164.9,
      nextStepDate: '2026-12-06',
      collectionAgency: null,
    },
    installmentEligibility: {
      eligible: true,
      reason: null,
      amount: 164.9,
      termOptions: [2, 3, 6],
      minimumAmount: 25,
    },
    installmentPlan: null,
    postponedInvoiceIds: [],
    invoiceLines: pietInvoiceLines(),
  },
  details: {
    dateOfBirth: '1965-06-03',
    customerSince: '2019-05-20',
    // Pays by transfer since the direct debit was stopped: part of why he fell behind.
    payment: { accountHolderName: 'P. Jansen', iban: 'NL69INGB0123456789', directDebitDay: null },
    contract: noRunningContract('2019-05-20'),
    privacy: {
      commercialOfferings: true,
      commercialOfferingsChannels: ['Letter', 'Phone'],
      useResearchData: true,
      useResearchDataChannels: ['Letter'],
    },
  },
  ...noExtras(),
  // Still on the old network: the migration offer is open to him.
  networkMigration: { eligible: true, preOrder: null },
  tvSettings: defaultTvSettings(),
  optOut: optedIn('10000004', 'piet.jansen@example.nl'),
  orders: [
    // His Mediabox broke: a replacement, charged once on the September invoice.
    order('ORD-4003', '2026-08-14', 'Completed', [['ProductChange', ['Mediabox Next Mini']]], {
      date: '2026-08-18',
    }),
    order('ORD-4002', '2021-10-11', 'Completed', [['Move', ['Internet Start', 'TV Start']]], {
      date: '2021-11-01',
    }),
    order(
      'ORD-4001',
      '2019-05-06',
      'Completed',
      [['Initial', ['Internet Start', 'TV Start', 'Mediabox Next Mini']]],
      {
        date: '2019-05-20',
      },
    ),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: true, dashboardAddress: null, subscribeAddress: null },
};
