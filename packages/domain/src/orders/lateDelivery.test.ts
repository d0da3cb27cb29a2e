import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus } from './schema.ts';
import { showsLateDeliveryNotice } from './lateDelivery.ts';

const ON = { lateDeliveryNotificationFeatureIsEnabled: true };

const order = (status: OrderStatus, wishDate: string | null): Order => ({
  id: 'ORD-1201',
  orderDate: '2026-11-10',
  status,
  items: [{ orderType: 'ProductAdd', products: [{ productName: 'Wifi-versterker' }] }],
  wishDate,
  completedDate: null,
  shippingAddress: null,
  trackAndTraceUrl: null,
  shippingAddressChangeable: false,
});

describe('showsLateDeliveryNotice (spec §3 flag, ADR 039)', () => {
  it.each([
    ['Shipped', '2026-11-17', '2026-11-23', true],
    ['Open', '2026-11-22', '2026-11-23', true],
    ['InProgress', '2026-11-23', '2026-11-23', false],
    ['Shipped', '2026-11-26', '2026-11-23', false],
    ['Shipped', null, '2026-11-23', false],
    ['Completed', '2026-11-17', '2026-11-23', false],
    ['Cancelled', '2026-11-17', '2026-11-23', false],
  ] as const)('%s, expected %s, today %s → %s', (status, wish, today, late) => {
    expect(showsLateDeliveryNotice(ON, order(status, wish), today)).toBe(late);
  });

  it('takes a Date as today', () => {
    const late = order('Shipped', '2026-11-17');
    expect(showsLateDeliveryNotice(ON, late, new Date('2026-11-23T10:00:00'))).toBe(true);
  });

  it.each([
    ['off', { lateDeliveryNotificationFeatureIsEnabled: false }],
    ['not configured', {}],
    ['not answered', undefined],
  ])('never with the flag %s', (_, features) => {
    expect(showsLateDeliveryNotice(features, order('Shipped', '2026-11-17'), '2026-11-23')).toBe(
      false,
    );
  });
});
