import type { CustomerPersona } from './types.ts';
import { customer, daysFromToday } from './billingStates.ts';
import { jan } from './jan.ts';
import { order } from './orders.ts';

/**
 * Jan's Wi-Fi extender order as the warehouse packs it: open and changeable when read, but a
 * new shipping address arrives too late — the sandbox refuses it ("Het bezorgadres van deze
 * bestelling kan niet meer worden gewijzigd.") and the order is unchangeable from then on.
 * Dates relative to the sandbox clock.
 */
export const ingepakt: CustomerPersona = {
  ...jan,
  ...customer(jan, 'ingepakt', '10000043', {
    firstName: 'Ingrid',
    lastName: 'Pak',
    initials: 'IP',
  }),
  purpose:
    'Jan with an open Wi-Fi extender order that is packed as a new shipping address arrives: the change is refused.',
  orders: [
    order('ORD-4301', daysFromToday(-1), 'Open', [['ProductAdd', ['Wifi-versterker']]], {
      date: daysFromToday(5),
      shippingAddress: jan.account.primaryAddress,
    }),
    ...jan.orders.filter((previous) => previous.status === 'Completed'),
  ],
  packedOnAddressChange: ['ORD-4301'],
};
