import type { CustomerPersona } from './types.ts';
import { fixedLineCustomer, noRunningContract, nothingAllowed } from './customer.ts';
import { daysFromToday } from './billingStates.ts';
import { invoice } from './invoices.ts';
import { order } from './orders.ts';
import { noExtras, optedIn, paysOnTime, product, subscriptionWith } from './products.ts';

const address = {
  street: 'Vredenburg',
  houseNumber: 40,
  houseNumberAddition: null,
  postalCode: '3511 BD',
  city: 'Utrecht',
};

/** Where the new home is: the move order's address. */
const newHome = {
  street: 'Grote Markt',
  houseNumber: 2,
  houseNumberAddition: 'bis',
  postalCode: '9711 LV',
  city: 'Groningen',
};

/**
 * Orders in every state a customer waits on (issue #12): a delivery that is late (its wish date
 * has passed, the late-delivery notice flag is on), a move in progress and a network migration
 * just ordered (three days before the sandbox clock, so it can be withdrawn). The other dates sit
 * around 2026-11-23.
 */
export const bezorging: CustomerPersona = {
  login: 'bezorging',
  purpose:
    'Internet + TV (2p) waiting on orders: a late delivery (late-delivery notice on), a move in progress and a network migration just ordered.',
  ...fixedLineCustomer({
    customerId: '10000012',
    firstName: 'Bram',
    lastName: 'de Wit',
    email: 'bram.dewit@example.nl',
    address,
    contacts: [{ contactType: 'MobilePhoneNumber', value: '0655443322' }],
  }),
  features: {
    lateDeliveryNotificationFeatureIsEnabled: true,
    // Her initial order is long done: /bestellingen/thuis sends him on to /bestellingen (ADR 039).
    initialOrderRedirectFeatureIsEnabled: true,
  },
  subscription: subscriptionWith({
    currentInternet: product('INT-1201', 'Internet Start', 45, '2020-06-01'),
    currentTv: product('TV-1201', 'TV Start', 20, '2020-06-01'),
  }),
  billing: { ...paysOnTime(), invoices: [invoice('2026110012', '2026-11-08', 65)] },
  details: {
    dateOfBirth: '1979-04-02',
    customerSince: '2020-06-01',
    payment: { accountHolderName: 'B. de Wit', iban: 'NL02ABNA0123456789', directDebitDay: 27 },
    contract: noRunningContract('2020-06-01'),
    privacy: nothingAllowed(),
  },
  ...noExtras(),
  optOut: optedIn('10000012', 'bram.dewit@example.nl'),
  orders: [
    // Ordered three days before the sandbox clock: within its withdrawal period (issue #28).
    order('ORD-1203', daysFromToday(-3), 'Open', [['NetworkMigration', ['Internet Extra']]], {
      date: daysFromToday(22),
    }),
    order('ORD-1202', '2026-11-12', 'InProgress', [['Move', ['Internet Start', 'TV Start']]], {
      date: '2026-12-05',
      shippingAddress: newHome,
      changeable: false,
    }),
    // Late: expected on 2026-11-17, still on its way (track & trace).
    order('ORD-1201', '2026-11-10', 'Shipped', [['ProductAdd', ['Wifi-versterker']]], {
      date: '2026-11-17',
      shipped: '2026-11-14',
      shippingAddress: address,
      trackAndTrace: true,
      changeable: false,
    }),
    order(
      'ORD-1200',
      '2020-05-18',
      'Completed',
      [['Initial', ['Internet Start', 'TV Start', 'Mediabox Next Mini']]],
      { date: '2020-06-01' },
    ),
  ],
  outages: [],
  remoteSupportRequests: [],
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
};
