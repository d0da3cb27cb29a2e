import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract } from './customer.ts';
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

/** Hit by an outage in the neighbourhood; may ask for the remote mechanic. */
export const storing: CustomerPersona = {
  login: 'storing',
  purpose:
    'Internet + Vast bellen (2p voip), affected by an open outage (with its updates), no open remote-support request yet, household benefit active; settings and invoices moved to the other web app.',
  ...fixedLineCustomer({
    customerId: '10000005',
    firstName: 'Sophie',
    lastName: 'Mulder',
    email: 'sophie.mulder@example.nl',
    address,
    contacts: [
      { contactType: 'PhoneNumber', value: '0109876543' },
      { contactType: 'MobilePhoneNumber', value: '0655443322' },
    ],
  }),
  // Spec §2.3 migratedUrl: /instellingen and /rekeningen open the provider's other web app.
  features: { settings2MagentaFeatureIsEnabled: true, invoices2MagentaFeatureIsEnabled: true },
  subscription: subscriptionWith({
    currentInternet: product('INT-5001', 'Internet Extra', 55, '2022-11-01'),
    currentPrimaryVoipProduct: product('VOIP-5001', 'Vast bellen Basis', 7.5, '2022-11-01'),
  }),
  billing: {
    ...paysOnTime(),
    invoices: [
      invoice('2026110005', '2026-11-08', 62.5),
      invoice('2026100005', '2026-10-08', 62.5),
    ],
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
  credits: [
    {
      id: 'CR-5001',
      date: '2026-11-22',
      description: 'Vergoeding storing INC-2026-1187',
      amount: 5,
      status: 'Pending',
      invoiceId: null,
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
      id: 'INC-2026-1187',
      title: 'Storing internet en bellen in Rotterdam Centrum',
      description:
        'Door werkzaamheden aan een kabel kan het zijn dat internet en vast bellen niet of beperkt werken. Onze monteurs werken aan een oplossing.',
      status: 'InProgress',
      affectedServices: ['Internet', 'Bellen'],
      startTime: '2026-11-22T07:40:00+01:00',
      expectedEndTime: '2026-11-22T18:00:00+01:00',
      // Out of order on purpose: /storingen shows them newest first.
      updates: [
        {
          time: '2026-11-22T07:40:00+01:00',
          message: 'Storing gemeld. We zoeken uit wat er aan de hand is.',
        },
        {
          time: '2026-11-22T13:15:00+01:00',
          message: 'De kabel wordt vervangen. We verwachten dat alles vanavond weer werkt.',
        },
        {
          time: '2026-11-22T09:30:00+01:00',
          message:
            'Oorzaak gevonden: een beschadigde kabel bij werkzaamheden. Monteurs zijn onderweg.',
        },
      ],
    },
  ],
  // None open: /storingen offers the remote mechanic (issue #12 e2e requests it once).
  remoteSupportRequests: [],
  household: { mayJoin: false, dashboardAddress: address, subscribeAddress: address },
};
