import type { CustomerPersona } from './types.ts';
import { DEMO_EMAIL_LINKS } from './emailLinks.ts';
import { newPublicReference } from './publicReferences.ts';
import { order } from './orders.ts';
import { opzegger } from './opzegger.ts';
import { product, subscriptionWith } from './products.ts';

/**
 * Blocked from cancelling only by an open order (issue #14): no running contract, but a Wi-Fi
 * extender on its way. Built on `opzegger`, so the two differ in that order alone.
 */
export const wachtend: CustomerPersona = {
  ...opzegger,
  login: 'wachtend',
  purpose:
    'Internet + Wi-Fi extender on its way (open order), no contract: cancelling is blocked by the open order alone. A new e-mail address waits for its verification link (ADR 128).',
  account: {
    ...opzegger.account,
    customerId: '10000016',
    personInformation: {
      firstName: 'Wim',
      lastName: 'Achterberg',
      primaryEmailAddress: 'wim.achterberg@example.nl',
    },
    primaryAddress: {
      street: 'Oudegracht',
      houseNumber: 150,
      houseNumberAddition: null,
      postalCode: '3511 AZ',
      city: 'Utrecht',
    },
  },
  primaryEmailChange: {
    token: DEMO_EMAIL_LINKS.valid,
    newAddress: 'wim@achterberg.example',
    requestedAt: '2026-11-20T09:30:00.000Z',
    expiresAt: '2099-12-31T23:00:00.000Z',
  },
  basic: { customerId: '10000016', customerInitials: 'WA', firstName: 'Wim' },
  features: {},
  subscription: subscriptionWith({
    currentInternet: product('INT-7001', 'Internet Start', 45, '2022-04-01'),
    currentWifiExtenders: [
      product('WFX-7001', 'Wifi-versterker', 5, null, { wishDate: '2026-12-01' }),
    ],
  }),
  tvSettings: null,
  optOut: {
    ...opzegger.optOut,
    id: newPublicReference('wachtend/optout'),
    emailAddress: 'w***@example.nl',
  },
  orders: [
    order('ORD-7002', '2026-11-20', 'Open', [['ProductAdd', ['Wifi-versterker']]], {
      date: '2026-12-01',
      shippingAddress: {
        street: 'Oudegracht',
        houseNumber: 150,
        houseNumberAddition: null,
        postalCode: '3511 AZ',
        city: 'Utrecht',
      },
    }),
    order('ORD-7001', '2022-03-20', 'Completed', [['Initial', ['Internet Start']]], {
      date: '2022-04-01',
    }),
  ],
};
