import type { CustomerPersona } from './types.ts';
import { customer, daysFromToday } from './billingStates.ts';
import { order } from './orders.ts';
import { opzegger } from './opzegger.ts';
import { product, subscriptionWith } from './products.ts';

/**
 * Wi-Fi extenders (issue #14, ADR 079): internet with two extenders in service, no contract and no
 * open order, so one or both can be removed online, or a third added (the most a home gets).
 * Built on `opzegger`; dates relative to the sandbox clock.
 */
export const versterker: CustomerPersona = {
  ...opzegger,
  ...customer(opzegger, 'versterker', '10000039', {
    firstName: 'Vera',
    lastName: 'Sterk',
    initials: 'VS',
  }),
  purpose:
    'Internet with two Wi-Fi extenders in service, no contract, no open order: may add a third or remove them online.',
  features: {},
  subscription: subscriptionWith({
    currentInternet: product('INT-3901', 'Internet Extra', 55, '2021-03-01'),
    currentWifiExtenders: [
      product('WFX-3901', 'Wifi-versterker', 5, '2021-03-01'),
      product('WFX-3902', 'Wifi-versterker', 5, daysFromToday(-90)),
    ],
  }),
  tvSettings: null,
  orders: [
    order('ORD-3902', daysFromToday(-97), 'Completed', [['ProductAdd', ['Wifi-versterker']]], {
      date: daysFromToday(-90),
    }),
    order(
      'ORD-3901',
      '2021-02-15',
      'Completed',
      [['Initial', ['Internet Extra', 'Wifi-versterker']]],
      { date: '2021-03-01' },
    ),
  ],
};
