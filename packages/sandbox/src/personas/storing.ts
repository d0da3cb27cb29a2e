import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract } from './customer.ts';
import { amsterdamTime } from './amsterdamTime.ts';
import { daysFromToday } from './billingStates.ts';
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import { noExtras, optedIn, paysOnTime, product, subscriptionWith, voipLine } from './products.ts';

const address = {
  street: 'Havenkade',
  houseNumber: 7,
  houseNumberAddition: 'C',
  postalCode: '3011 AA',
  city: 'Rotterdam',
};

/** The current outage: since yesterday morning, expected fixed yesterday 18:00, still running. */
const CURRENT_OUTAGE = 'INC-2026-1187';
/** A TV outage resolved eleven days ago (sandbox clock), compensated on the latest invoice. */
const PAST_OUTAGE = 'INC-2026-1102';
const LATEST_INVOICE = invoice('2026110005', daysFromToday(-3), 60);

/** Hit by an outage in the neighbourhood; may ask for the remote mechanic. */
export const storing: CustomerPersona = {
  login: 'storing',
  purpose:
    'Internet + Vast bellen (2p voip), affected by an outage expected fixed yesterday 18:00 and still running (€ 5 compensation pending), a TV outage resolved 11 days ago (€ 2,50 set off on the latest invoice), no open remote-support request yet, household benefit active for two linked mobile subscriptions (€ 10 a month); settings moved to the other web app. Dates relative to the sandbox clock.',
  ...storingCustomer(),
  // Spec §2.3 migratedUrl: /instellingen opens the provider's other web app. Invoices stay here:
  // the outage's compensation links to them (issue #29, ADR 138); `facturen-elders` has both.
  features: { settings2MagentaFeatureIsEnabled: true },
  subscription: subscriptionWith({
    currentInternet: product('INT-5001', 'Internet Extra', 55, '2022-11-01'),
    currentPrimaryVoipProduct: product('VOIP-5001', 'Vast bellen Basis', 7.5, '2022-11-01'),
  }),
  billing: {
    ...paysOnTime(),
    invoices: [LATEST_INVOICE, invoice('2026100005', daysFromToday(-33), 62.5)],
  },
  details: {
    dateOfBirth: '1985-12-22',
    customerSince: '2022-11-01',
    payment: { accountHolderName: 'S. Mulder', iban: 'NL86INGB0002445588', directDebitDay: 25 },
    contract: noRunningContract('2022-11-01'),
    privacy: {
      commercialOfferings: false,
      commercialOfferingsChannels: [],
      useResearchData: true,
      useResearchDataChannels: ['Email'],
    },
  },
  ...noExtras(),
  voip: [voipLine('0109876543', 'VOIP-BAS')],
  usage: {
    vod: [],
    voip: [
      {
        startTime: '2026-11-21T09:12:00+01:00',
        number: '0201 23 ****',
        durationSeconds: 425,
        destination: 'Vast',
        price: 0.71,
      },
      {
        startTime: '2026-11-18T17:30:00+01:00',
        number: '06 12 34 ****',
        durationSeconds: 198,
        destination: 'Mobiel',
        price: 0.4,
      },
    ],
  },
  // Each compensation names its outage (issue #29, ADR 138).
  credits: [
    {
      id: 'CR-5001',
      date: amsterdamTime(-1, '12:00').slice(0, 10),
      description: `Vergoeding storing ${CURRENT_OUTAGE}`,
      amount: 5,
      status: 'Pending',
      invoiceId: null,
      outageId: CURRENT_OUTAGE,
    },
    {
      id: 'CR-5000',
      date: amsterdamTime(-10, '12:00').slice(0, 10),
      description: `Vergoeding storing ${PAST_OUTAGE}`,
      amount: 2.5,
      status: 'Settled',
      invoiceId: LATEST_INVOICE.id,
      outageId: PAST_OUTAGE,
    },
  ],
  optOut: optedIn('10000005', 'sophie.mulder@example.nl'),
  orders: [
    order('ORD-5002', '2025-04-14', 'Completed', [['NetworkMigration', ['Internet Extra']]], {
      date: '2025-04-30',
    }),
    order(
      'ORD-5001',
      '2022-10-17',
      'Completed',
      [['Initial', ['Internet Extra', 'Vast bellen Basis']]],
      { date: '2022-11-01' },
    ),
  ],
  outages: [
    {
      id: CURRENT_OUTAGE,
      title: 'Storing internet en bellen in Rotterdam Centrum',
      description:
        'Door werkzaamheden aan een kabel kan het zijn dat internet en vast bellen niet of beperkt werken. Onze monteurs werken aan een oplossing.',
      status: 'InProgress',
      affectedServices: ['Internet', 'Bellen'],
      startTime: amsterdamTime(-1, '07:40'),
      expectedEndTime: amsterdamTime(-1, '18:00'),
      // Out of order on purpose: /storingen shows them newest first.
      updates: [
        {
          time: amsterdamTime(-1, '07:40'),
          message: 'Storing gemeld. We zoeken uit wat er aan de hand is.',
        },
        {
          time: amsterdamTime(-1, '13:15'),
          message: 'De kabel wordt vervangen. We verwachten dat alles vanavond weer werkt.',
        },
        {
          time: amsterdamTime(-1, '09:30'),
          message:
            'Oorzaak gevonden: een beschadigde kabel bij werkzaamheden. Monteurs zijn onderweg.',
        },
      ],
    },
    {
      id: PAST_OUTAGE,
      title: 'Storing tv in Rotterdam',
      description: 'Door een storing in een verdeelkast was er geen tv-beeld. Alles werkt weer.',
      status: 'Resolved',
      affectedServices: ['TV'],
      startTime: amsterdamTime(-12, '19:05'),
      expectedEndTime: amsterdamTime(-11, '12:00'),
      endTime: amsterdamTime(-11, '08:30'),
      updates: [
        { time: amsterdamTime(-12, '19:05'), message: 'Storing gemeld.' },
        { time: amsterdamTime(-11, '08:30'), message: 'Opgelost: de verdeelkast is gerepareerd.' },
      ],
    },
  ],
  // None open: /storingen offers the remote mechanic (issue #12 e2e requests it once).
  remoteSupportRequests: [],
  household: {
    mayJoin: false,
    dashboardAddress: address,
    subscribeAddress: address,
    // Both linked mobile subscriptions take part (issue #29); the contact number plays no part.
    lines: [
      { vkfe: 'VK1000000501', monthlyDiscount: 5, status: 'Joined' },
      { vkfe: 'VK1000000502', monthlyDiscount: 5, status: 'Joined' },
    ],
  },
};

/** Sophie, with two mobile subscriptions linked to her fixed account (spec §3). */
function storingCustomer(): ReturnType<typeof fixedLineCustomer> {
  const customer = fixedLineCustomer({
    customerId: '10000005',
    firstName: 'Sophie',
    lastName: 'Mulder',
    email: 'sophie.mulder@example.nl',
    address,
    contacts: [
      { contactType: 'PhoneNumber', value: '0109876543' },
      { contactType: 'MobilePhoneNumber', value: '0655443322' },
    ],
  });
  return {
    ...customer,
    account: {
      ...customer.account,
      magentaSubscriptions: [
        { alias: 'Sophie mobiel', iconType: 1, vkfe: 'VK1000000501' },
        { alias: 'Thijs', iconType: 1, vkfe: 'VK1000000502' },
      ],
    },
  };
}
