import type { CustomerPersona } from './types.ts';
import { newPublicReference } from './publicReferences.ts';
import { invoice } from './invoices.ts';
import { linesFor } from './invoiceLines.ts';
import { order } from './orders.ts';
import { payment } from './payments.ts';
import { optedIn, paysOnTime, product, subscriptionWith, voipLine } from './products.ts';

const address = {
  street: 'Kerkstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  postalCode: '3511 LX',
  city: 'Utrecht',
};

/** An instant this many hours before the sandbox clock: jan's agent log stays recent. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Jan's monthly fees but Ziggo Sport Totaal, which the renewal gave him free until 14 September. */
const fees = (lines: ReturnType<typeof linesFor>) => [
  lines.monthly('Internet Giga', 69.5),
  lines.monthly('Wifi-versterker', 5),
  lines.monthly('TV Compleet', 21),
  lines.monthly('Kids & Music', 5),
  lines.monthly('Vast bellen Onbeperkt', 15),
];
const renewal = { kind: 'ProductChange', orderId: 'ORD-1010' } as const;

/**
 * Why € 115,50 became € 130,45 (issue #29, ADR 134): the renewal (ORD-1010) gave 18 months of Ziggo
 * Sport Totaal, to 14 September; September charges its last 16 days, sets off credit CR-1001 and
 * August's usage; from October the full month.
 */
function janInvoiceLines() {
  const aug = linesFor('2026080001', '2026-08-08');
  const sep = linesFor('2026090001', '2026-09-08');
  const oct = linesFor('2026100001', '2026-10-08');
  const nov = linesFor('2026110001', '2026-11-08');
  return {
    'inv-2026080001': [
      ...fees(aug),
      aug.monthly('Ziggo Sport Totaal', 14.95),
      aug.discount(
        '18 maanden Ziggo Sport Totaal bij verlenging',
        'Ziggo Sport Totaal',
        14.95,
        renewal,
      ),
    ],
    'inv-2026090001': [
      ...fees(sep),
      sep.prorated('Ziggo Sport Totaal', 14.95, 16, renewal),
      sep.usage('Voip', 11.04),
      sep.usage('Vod', 5.99),
      sep.credit('CR-1001', 'Korting contractverlenging', 25),
    ],
    'inv-2026100001': [...fees(oct), oct.monthly('Ziggo Sport Totaal', 14.95)],
    'inv-2026110001': [...fees(nov), nov.monthly('Ziggo Sport Totaal', 14.95)],
  };
}

/**
 * The everyday customer: all three fixed products, two linked mobile subscriptions, and three
 * things call-centre agents did for him (ADR 129).
 */
// Jan's iDEAL payments (ADR 136), one per status the return to /rekeningen shows: the October
// invoice paid that way, and tries at the open November one that did not pay it.
const janPayments = [
  payment('PAY-JV-0005', { id: 'inv-2026110001', amount: 130.45 }, 'open'),
  payment('PAY-JV-0004', { id: 'inv-2026110001', amount: 130.45 }, 'expired'),
  payment('PAY-JV-0003', { id: 'inv-2026110001', amount: 130.45 }, 'failed'),
  payment('PAY-JV-0002', { id: 'inv-2026110001', amount: 130.45 }, 'cancelled'),
  payment('PAY-JV-0001', { id: 'inv-2026100001', amount: 130.45 }, 'paid'),
];

export const jan: CustomerPersona = {
  login: 'jan',
  purpose:
    'Internet + TV + Vast bellen (3p), two linked mobile subscriptions (fmc user), may join the household benefit, one open invoice not yet due.',
  account: {
    customerId: '10000001',
    noConvergedInfoYet: false,
    isAuthenticatedAtMagenta: true,
    magentaAlias: 'Jan mobiel',
    // Aliases deliberately out of case-insensitive order: the portal sorts them.
    magentaSubscriptions: [
      { alias: 'werk', iconType: 1, vkfe: 'VK1000000101' },
      { alias: 'Jan mobiel', iconType: 0, vkfe: 'VK1000000102' },
    ],
    magentaVkfe: 'VK1000000102',
    primaryAddress: address,
    contactInformation: [
      { contactType: 'PhoneNumber', value: '0301234567' },
      { contactType: 'MobilePhoneNumber', value: '0612345678' },
    ],
    personInformation: {
      firstName: 'Jan',
      lastName: 'de Vries',
      primaryEmailAddress: 'jan.devries@example.nl',
    },
    isSubscribedAtFixed: true,
  },
  basic: { customerId: '10000001', customerInitials: 'JV', firstName: 'Jan' },
  features: {
    veiligOnlineProductsFeatureIsEnabled: true,
    lateDeliveryNotificationFeatureIsEnabled: true,
  },
  converged: {
    hasConvergedInfo: true,
    isFmcUser: true,
    transferAllowed: false,
    transferReference: null,
  },
  subscriptionStatus: { status: 'Active', isSubscribedAtFixed: true },
  subscription: subscriptionWith({
    currentInternet: product('INT-1001', 'Internet Giga', 69.5, '2021-03-15'),
    currentWifiExtenders: [product('WFX-1001', 'Wifi-versterker', 5, '2022-06-01')],
    currentTv: product('TV-1001', 'TV Compleet', 21, '2021-03-15'),
    currentPremiumPackages: [product('PRM-1001', 'Ziggo Sport Totaal', 14.95, '2023-08-10')],
    currentThemePackages: [product('THM-1001', 'Kids & Music', 5, '2022-01-05')],
    currentSettopBoxes: [product('STB-1001', 'Mediabox Next', 0, '2021-03-15')],
    currentPrimaryVoipProduct: product('VOIP-1001', 'Vast bellen Onbeperkt', 15, '2021-03-15'),
  }),
  billing: {
    ...paysOnTime(),
    openBalance: { amount: 130.45, overdueAmount: 0 },
    invoices: [
      invoice('2026110001', '2026-11-08', 130.45, 'Open'),
      invoice('2026100001', '2026-10-08', 130.45),
      invoice('2026090001', '2026-09-08', 115.5),
      invoice('2026080001', '2026-08-08', 115.5),
    ],
    invoiceLines: janInvoiceLines(),
    payments: janPayments,
  },
  details: {
    dateOfBirth: '1978-04-12',
    customerSince: '2021-03-15',
    payment: { accountHolderName: 'J. de Vries', iban: 'NL91ABNA0417164300', directDebitDay: 25 },
    contract: {
      hasRunningContract: true,
      startDate: '2025-03-15',
      endDate: '2027-03-15',
      earlyTerminationFee: 90,
      minimumTermMonths: 24,
      noticePeriodMonths: 1,
    },
    privacy: {
      commercialOfferings: true,
      commercialOfferingsChannels: ['Email', 'Sms'],
      useResearchData: true,
      useResearchDataChannels: ['Email'],
    },
  },
  security: [product('SEC-1001', 'Overal Veilig Online', 3, '2026-06-02')],
  streaming: { isCustomer: false, productName: null, activated: false, activationUrl: null },
  recording: { disableLocalRecording: false, enableCloudRecording: true },
  tvSettings: {
    parentalControl: { enabled: true, ageLimit: 12 },
    purchasePinEnabled: true,
    replayEnabled: true,
  },
  voip: [
    {
      ...voipLine('0301234567', 'VOIP-ONB'),
      numberBlocking: {
        anonymousCallsBlocked: true,
        premiumNumbersBlocked: false,
        internationalCallsBlocked: false,
      },
    },
  ],
  usage: {
    vod: [
      { date: '2026-11-14', title: 'Oppenheimer', price: 4.99 },
      { date: '2026-11-02', title: 'De Tatta’s', price: 3.99 },
      { date: '2026-10-19', title: 'Dune: Part Two', price: 5.99 },
    ],
    voip: [
      {
        startTime: '2026-11-20T18:42:00+01:00',
        number: '0044 20 7946 ****',
        durationSeconds: 754,
        destination: 'Buitenland',
        price: 1.26,
      },
      {
        startTime: '2026-11-09T10:05:00+01:00',
        number: '0900 12 ****',
        durationSeconds: 312,
        destination: 'Servicenummer',
        price: 0.94,
      },
      {
        startTime: '2026-10-28T20:11:00+01:00',
        number: '0032 2 555 ****',
        durationSeconds: 1210,
        destination: 'Buitenland',
        price: 2.02,
      },
    ],
  },
  transfer: null,
  networkMigration: { eligible: false, preOrder: null },
  credits: [
    {
      id: 'CR-1001',
      date: '2025-03-15',
      description: 'Korting contractverlenging',
      amount: 25,
      status: 'Settled',
      invoiceId: 'inv-2026090001',
    },
  ],
  plannedMove: null,
  vouchers: [],
  optOut: optedIn('10000001', 'jan.devries@example.nl'),
  // The Mediabox Next of the initial order is swapped for a new one; the old box goes back.
  returnLabels: [
    {
      // The e-mail link's credential (ADR 064): random per sandbox process.
      reference: newPublicReference('jan/return/ORD-1001'),
      orderId: 'ORD-1001',
      productNames: ['Mediabox Next'],
      returnBefore: '2026-12-06',
    },
  ],
  orders: [
    order('ORD-1012', '2026-11-18', 'Open', [['ProductAdd', ['Wifi-versterker']]], {
      date: '2026-11-26',
      shippingAddress: address,
    }),
    order('ORD-1011', '2026-06-02', 'Completed', [['ProductAdd', ['Overal Veilig Online']]], {
      date: '2026-06-02',
    }),
    order('ORD-1010', '2025-03-01', 'Completed', [['ContractRenewal', ['Internet Giga']]], {
      date: '2025-03-15',
    }),
    order('ORD-1009', '2024-09-12', 'Completed', [['ProductDelete', ['Film1']]], {
      date: '2024-10-01',
    }),
    order('ORD-1008', '2024-02-20', 'Completed', [['ProductAdd', ['Film1']]], {
      date: '2024-02-21',
    }),
    order('ORD-1007', '2023-08-09', 'Completed', [['ProductAdd', ['Ziggo Sport Totaal']]], {
      date: '2023-08-10',
    }),
    order(
      'ORD-1006',
      '2023-04-03',
      'Completed',
      [['ProductChange', ['Internet Giga'], 'Upgrade']],
      {
        date: '2023-04-05',
      },
    ),
    order('ORD-1005', '2022-11-14', 'Cancelled', [['ProductAdd', ['Viaplay']]]),
    order('ORD-1004', '2022-05-20', 'Completed', [['ProductAdd', ['Wifi-versterker']]], {
      date: '2022-06-01',
    }),
    order('ORD-1003', '2022-01-04', 'Completed', [['ProductAdd', ['Kids & Music']]], {
      date: '2022-01-05',
    }),
    order('ORD-1002', '2021-06-30', 'Completed', [['ProductAdd', ['TV Cloud recording']]], {
      date: '2021-07-01',
    }),
    order(
      'ORD-1001',
      '2021-03-01',
      'Completed',
      [['Initial', ['Internet Start', 'TV Compleet', 'Vast bellen Onbeperkt', 'Mediabox Next']]],
      // The old Mediabox goes back with a return label (returnLabels above).
      { date: '2021-03-15', returnLabel: true },
    ),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: {
    mayJoin: true,
    dashboardAddress: null,
    subscribeAddress: address,
    // Issue #29: the postpaid 'werk' line would take part; the prepaid one cannot.
    lines: [
      { vkfe: 'VK1000000101', monthlyDiscount: 5, status: 'Eligible' },
      { vkfe: 'VK1000000102', monthlyDiscount: 0, status: 'NotEligible' },
    ],
  },
  agentActions: [
    { at: hoursAgo(2), agentId: 'agent', summary: 'Telefoonnummers gewijzigd' },
    {
      at: hoursAgo(3 * 24 + 5),
      agentId: 'agent',
      summary: 'Nummerblokkering van 0301234567 gewijzigd',
    },
    { at: hoursAgo(40 * 24), agentId: 'agent-geblokkeerd', summary: 'Betaalgegevens gewijzigd' },
  ],
};
