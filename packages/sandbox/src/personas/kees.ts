import type { Address } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract } from './customer.ts';
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import { optedIn, paysOnTime, product, subscriptionWith, voipLine } from './products.ts';

/** A date this many days from the sandbox's today, so the move stays in the future. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const address: Address = {
  street: 'Vredenburg',
  houseNumber: 40,
  houseNumberAddition: null,
  postalCode: '3511 BD',
  city: 'Utrecht',
};

/** Where Kees moves to: in the address register (addresses.ts, Lindengracht 88-1). */
const newAddress: Address = {
  street: 'Lindengracht',
  houseNumber: 88,
  houseNumberAddition: '1',
  postalCode: '1015 KK',
  city: 'Amsterdam',
};
const MOVE_DATE = daysFromToday(21);

/**
 * The settings and personal-data states of issue #13 that jan lacks: a move already planned,
 * a phone number being ported from another provider, privacy settings blocked by the feature
 * flag, and a privacy data request (inzageverzoek) that is not ready yet.
 */
export const kees: CustomerPersona = {
  login: 'kees',
  purpose:
    'Internet + TV + Vast bellen (3p); move planned in three weeks (open Move order), number porting in progress on his second line, privacy settings blocked (blockPrivacySettingsFeatureIsEnabled), inzageverzoek not yet available.',
  ...fixedLineCustomer({
    customerId: '10000010',
    firstName: 'Kees',
    lastName: 'Bakker',
    email: 'kees.bakker@example.nl',
    address,
    contacts: [{ contactType: 'MobilePhoneNumber', value: '0687654321' }],
  }),
  features: { blockPrivacySettingsFeatureIsEnabled: true },
  subscription: subscriptionWith({
    currentInternet: product('INT-6001', 'Internet Giga', 69.5, '2024-02-01'),
    currentTv: product('TV-6001', 'TV Start', 17.5, '2024-02-01'),
    currentSettopBoxes: [product('STB-6001', 'Mediabox Next Mini', 0, '2024-02-01')],
    currentPrimaryVoipProduct: product('VOIP-6001', 'Vast bellen Basis', 7.5, '2024-02-01'),
    currentSecondaryVoipProduct: product('VOIP-6002', 'Vast bellen Basis', 7.5, '2026-11-02'),
  }),
  billing: {
    ...paysOnTime(),
    invoices: [
      invoice('2026110006', '2026-11-08', 94.5),
      invoice('2026100006', '2026-10-08', 94.5),
    ],
  },
  details: {
    dateOfBirth: '1990-09-21',
    customerSince: '2024-02-01',
    payment: { accountHolderName: 'K. Bakker', iban: 'NL20INGB0001234567', directDebitDay: 1 },
    contract: noRunningContract('2024-02-01'),
    privacy: {
      commercialOfferings: false,
      commercialOfferingsChannels: [],
      useResearchData: true,
      useResearchDataChannels: ['Email', 'Letter'],
    },
  },
  security: [],
  streaming: { isCustomer: false, productName: null, activated: false, activationUrl: null },
  recording: { disableLocalRecording: false, enableCloudRecording: false },
  tvSettings: {
    parentalControl: { enabled: false, ageLimit: 16 },
    purchasePinEnabled: false,
    replayEnabled: true,
  },
  voip: [
    voipLine('0301112233', 'VOIP-BAS'),
    {
      ...voipLine('0302223344', 'VOIP-BAS'),
      numberPorting: { status: 'Requested', donorNumber: '0307654321', donorProvider: 'KPN' },
    },
  ],
  usage: { vod: [], voip: [] },
  transfer: null,
  networkMigration: { eligible: false, preOrder: null },
  credits: [],
  plannedMove: { address: newAddress, moveDate: MOVE_DATE, orderId: 'ORD-6003' },
  vouchers: [],
  optOut: optedIn('10000010', 'kees.bakker@example.nl'),
  orders: [
    order('ORD-6003', daysFromToday(-2), 'Open', [['Move', ['Internet Giga', 'TV Start']]], {
      date: MOVE_DATE,
    }),
    order('ORD-6002', '2026-10-26', 'Completed', [['ProductAdd', ['Nummerbehoud']]], {
      date: '2026-11-02',
    }),
    order(
      'ORD-6001',
      '2024-01-18',
      'Completed',
      [['Initial', ['Internet Giga', 'TV Start', 'Vast bellen Basis', 'Mediabox Next Mini']]],
      { date: '2024-02-01' },
    ),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
  gdpr: { available: false, preparedOn: null },
};
