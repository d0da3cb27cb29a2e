import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from './schema.ts';
import { shippingAddressChange } from './shippingAddressChange.ts';

const address = {
  street: 'Kerkstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  postalCode: '3511 LX',
  city: 'Utrecht',
};

const order = (
  status: OrderStatus,
  changeable: boolean,
  options: { shipped?: string; address?: null } = {},
): Order => ({
  id: 'ORD-4301',
  orderDate: '2026-11-26',
  status,
  items: [{ orderType: 'ProductAdd', products: [{ productName: 'Wifi-versterker' }] }],
  wishDate: '2026-12-02',
  completedDate: null,
  ...(options.shipped && { shippedDate: options.shipped }),
  shippingAddress: options.address === null ? null : address,
  trackAndTraceUrl: null,
  shippingAddressChangeable: changeable,
});

describe('shippingAddressChange (can the address still change, and why not)', () => {
  it.each([
    // status, changeable flag, shipped date → kind, reason
    ['Open', true, undefined, 'changeable', undefined],
    ['InProgress', true, undefined, 'changeable', undefined],
    ['Open', false, undefined, 'unchangeable', 'locked'],
    ['InProgress', false, undefined, 'unchangeable', 'locked'],
    ['Shipped', false, '2026-11-14', 'unchangeable', 'shipped'],
    // The order's own facts win over a flag that says otherwise.
    ['Shipped', true, undefined, 'unchangeable', 'shipped'],
    ['InProgress', true, '2026-11-14', 'unchangeable', 'shipped'],
    ['Completed', true, undefined, 'unchangeable', 'closed'],
    ['Cancelled', false, undefined, 'unchangeable', 'closed'],
  ] as const)(
    '%s, changeable %s, shipped %s → %s (%s)',
    (status, changeable, shipped, kind, reason) => {
      const change = shippingAddressChange(order(status, changeable, { shipped }));
      expect(change.kind).toBe(kind);
      expect(change.kind === 'unchangeable' ? change.reason : undefined).toBe(reason);
      if (change.kind !== 'nothingShipped') expect(change.address).toEqual(address);
    },
  );

  it.each(['Open', 'Shipped', 'Completed'] as const)(
    '%s without a shipping address ships nothing',
    (status) => {
      expect(shippingAddressChange(order(status, false, { address: null }))).toEqual({
        kind: 'nothingShipped',
      });
    },
  );
});
