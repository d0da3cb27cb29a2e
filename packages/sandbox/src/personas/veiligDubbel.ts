import type { CustomerPersona } from './types.ts';
import { customer, daysFromToday } from './billingStates.ts';
import { order } from './orders.ts';
import { opzegger } from './opzegger.ts';
import { product, subscriptionWith } from './products.ts';

/**
 * Spec §8 "downgrade with no product returns false" (issue #14): Veilig Online for 10 devices and,
 * from an order five days ago, for 3 as well. Fewer licences (3) keeps the 3 and has nothing left
 * to modify: the portal says so on the choice, before any summary, and offers to cancel the 10
 * instead (issue #26, `securityOption`). Built on `opzegger`
 * (no contract, no open order); dates relative to the sandbox clock.
 */
export const veiligDubbel: CustomerPersona = {
  ...opzegger,
  ...customer(opzegger, 'veilig-dubbel', '10000042', {
    firstName: 'Daan',
    lastName: 'Dubbel',
    initials: 'DD',
  }),
  purpose:
    'Veilig Online for 10 and for 3 devices at once: a downgrade to 3 has no product to modify, said on the choice step.',
  features: { veiligOnlineProductsFeatureIsEnabled: true },
  subscription: subscriptionWith({
    currentInternet: product('INT-4201', 'Internet Extra', 55, '2022-04-01'),
  }),
  tvSettings: null,
  security: [
    product('SEC-4201', 'Overal Veilig Online 10', 8, '2024-05-01'),
    product('SEC-4202', 'Overal Veilig Online 3', 5, daysFromToday(-5)),
  ],
  orders: [
    order(
      'ORD-4202',
      daysFromToday(-6),
      'Completed',
      [['ProductAdd', ['Overal Veilig Online 3']]],
      {
        date: daysFromToday(-5),
      },
    ),
    order('ORD-4201', '2022-03-15', 'Completed', [['Initial', ['Internet Extra']]], {
      date: '2022-04-01',
    }),
  ],
};
