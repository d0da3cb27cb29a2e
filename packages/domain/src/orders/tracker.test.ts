import { describe, expect, it } from 'vitest';
import type { Order } from './schema.ts';
import type { OrderType } from './orderValues.ts';
import { currentOrderStep, orderDisplayType, orderSteps } from './tracker.ts';

const address = {
  street: 'Kerkstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  postalCode: '3511 LX',
  city: 'Utrecht',
};

const order = (overrides: Partial<Order> & { type?: OrderType; products?: string[] } = {}) => {
  const { type = 'ProductAdd', products = ['Wifi-versterker'], ...rest } = overrides;
  return {
    id: 'ORD-1',
    orderDate: '2026-11-18',
    status: 'Open',
    items: [{ orderType: type, products: products.map((productName) => ({ productName })) }],
    wishDate: '2026-11-26',
    completedDate: null,
    shippingAddress: address,
    trackAndTraceUrl: null,
    shippingAddressChangeable: true,
    ...rest,
  } satisfies Order;
};

const summary = (value: Order) =>
  orderSteps(value).map(({ id, state, date, expected }) =>
    [id, state, date, expected ? 'verwacht' : ''].join(' ').trim(),
  );

describe('orderSteps: one tracker for every order (ADR 038)', () => {
  it('a delivery just ordered: at "ordered", delivery expected on the wish date', () => {
    expect(summary(order())).toEqual([
      'ordered current 2026-11-18',
      'confirmed upcoming',
      'shipped upcoming',
      'installed upcoming 2026-11-26 verwacht',
    ]);
  });

  it('a shipped delivery has its confirmed and shipped dates', () => {
    const shipped = order({
      status: 'Shipped',
      confirmedDate: '2026-11-19',
      shippedDate: '2026-11-24',
    });
    expect(summary(shipped)).toEqual([
      'ordered done 2026-11-18',
      'confirmed done 2026-11-19',
      'shipped current 2026-11-24',
      'installed upcoming 2026-11-26 verwacht',
    ]);
    expect(currentOrderStep(shipped).id).toBe('shipped');
  });

  it('an order without hardware is planned on its wish date and ends active', () => {
    const change = order({
      type: 'ProductChange',
      products: ['Internet Giga'],
      status: 'InProgress',
      shippingAddress: null,
      confirmedDate: '2026-11-19',
    });
    expect(summary(change)).toEqual([
      'ordered done 2026-11-18',
      'confirmed current 2026-11-19',
      'planned upcoming 2026-11-26 verwacht',
      'active upcoming 2026-11-26 verwacht',
    ]);
  });

  it.each([
    ['Initial', 'installed'],
    ['Move', 'installed'],
    ['NetworkMigration', 'installed'],
    ['Cease', 'ended'],
    ['ContractRenewal', 'active'],
    ['ProductDelete', 'active'],
  ] as const)('a completed %s order ends "%s" on its completion date', (type, last) => {
    const done = order({
      type,
      status: 'Completed',
      wishDate: null,
      completedDate: '2026-12-01',
      shippingAddress: null,
    });
    expect(orderSteps(done).at(-1)).toEqual({
      id: last,
      state: 'current',
      date: '2026-12-01',
      expected: false,
    });
    expect(
      orderSteps(done)
        .slice(0, 3)
        .map((step) => step.state),
    ).toEqual(['done', 'done', 'done']);
  });

  it('a cancelled order stops after "ordered"', () => {
    expect(summary(order({ status: 'Cancelled', wishDate: null }))).toEqual([
      'ordered done 2026-11-18',
      'cancelled current',
    ]);
  });
});

describe('orderDisplayType (spec §3 display rule on the order)', () => {
  it('shows a lone Overal Veilig Online add as a change', () => {
    expect(orderDisplayType(order({ products: ['Overal Veilig Online'] }))).toBe('ProductChange');
    expect(orderDisplayType(order({ type: 'Move' }))).toBe('Move');
    expect(orderDisplayType({ ...order(), items: [] })).toBe('Unknown');
  });
});
