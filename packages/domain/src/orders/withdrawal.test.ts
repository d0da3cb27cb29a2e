import { describe, expect, it } from 'vitest';
import type { Address } from '../endpoint/common.ts';
import type { Order, OrderStatus } from './schema.ts';
import type { OrderType } from './orderValues.ts';
import {
  canWithdraw,
  orderProductNames,
  withdrawableOrderFor,
  withdrawableOrders,
  withdrawalLastDay,
  withdrawalPeriod,
} from './withdrawal.ts';

const HOME: Address = {
  street: 'Kerkstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  postalCode: '3511 LX',
  city: 'Utrecht',
};

const order = (
  type: OrderType,
  status: OrderStatus,
  orderDate: string,
  options: Partial<Order> = {},
): Order => ({
  id: 'ORD-1',
  orderDate,
  status,
  items: [{ orderType: type, products: [{ productName: 'TV Plus' }] }],
  wishDate: null,
  completedDate: status === 'Completed' ? orderDate : null,
  shippingAddress: null,
  trackAndTraceUrl: null,
  shippingAddressChangeable: false,
  ...options,
});

const withdrawal = {
  id: 'HRP-1',
  receivedAt: '2026-11-24T10:15:00.000Z',
  products: ['TV Plus'],
  name: 'Jan Jansen',
  emailAddress: 'jan@example.nl',
  returnLabelReference: null,
  refundOnNextInvoice: true,
};

describe('withdrawalLastDay (14 days, the ordering day not counted; weekend or holiday → next working day)', () => {
  it.each([
    ['2026-11-20', '2026-12-04'], // Friday → Friday
    ['2026-11-23', '2026-12-07'], // Monday → Monday
    ['2026-11-21', '2026-12-07'], // Saturday → Saturday, so Monday
    ['2026-11-22', '2026-12-07'], // Sunday → Sunday, so Monday
    ['2026-12-25', '2027-01-08'], // across the year
    ['2026-12-11', '2026-12-28'], // Christmas (Friday), then the weekend: Monday
    ['2027-03-15', '2027-03-30'], // Easter Monday: Tuesday
  ])('from %s the last day is %s', (start, last) => {
    expect(withdrawalLastDay(start)).toBe(last);
  });
});

describe('withdrawalPeriod (CRD art. 9, 11a, 16; ADR 130), today 2026-11-28', () => {
  const TODAY = '2026-11-28';
  it.each<[string, Order, ReturnType<typeof withdrawalPeriod>]>([
    [
      'service ordered three days ago',
      order('NetworkMigration', 'Open', '2026-11-25'),
      { kind: 'open', basis: 'service', lastDay: '2026-12-09', lastDayToday: false },
    ],
    [
      'package added today',
      order('ProductAdd', 'Open', TODAY),
      { kind: 'open', basis: 'service', lastDay: '2026-12-14', lastDayToday: false },
    ],
    [
      'service active already (not fully performed: it runs on)',
      order('ProductChange', 'Completed', '2026-11-20'),
      { kind: 'open', basis: 'service', lastDay: '2026-12-04', lastDayToday: false },
    ],
    [
      'ordered Saturday 14 November: its last day, a Saturday, moves to Monday 30th',
      order('ProductAdd', 'InProgress', '2026-11-14'),
      { kind: 'open', basis: 'service', lastDay: '2026-11-30', lastDayToday: false },
    ],
    [
      'ordered 13 November: last day 27 November has passed',
      order('ProductAdd', 'Completed', '2026-11-13'),
      { kind: 'closed', reason: 'expired', lastDay: '2026-11-27' },
    ],
    [
      'goods on their way: the period has not started, withdrawing is allowed',
      order('ProductAdd', 'Shipped', '2026-10-01', { shippingAddress: HOME }),
      { kind: 'beforeDelivery', basis: 'goods' },
    ],
    [
      'goods received 20 November: 14 days from receipt',
      order('ProductAdd', 'Completed', '2026-10-01', {
        shippingAddress: HOME,
        completedDate: '2026-11-20',
      }),
      { kind: 'open', basis: 'goods', lastDay: '2026-12-04', lastDayToday: false },
    ],
    [
      'goods received two months ago',
      order('ProductAdd', 'Completed', '2026-09-01', {
        shippingAddress: HOME,
        completedDate: '2026-09-05',
      }),
      { kind: 'closed', reason: 'expired', lastDay: '2026-09-21' },
    ],
    [
      'cancelled order',
      order('ProductAdd', 'Cancelled', '2026-11-27'),
      { kind: 'closed', reason: 'cancelled', lastDay: null },
    ],
    [
      'a cease is no contract concluded',
      order('Cease', 'Open', '2026-11-27'),
      { kind: 'closed', reason: 'notAContract', lastDay: null },
    ],
    [
      'a removal is no contract concluded',
      order('ProductDelete', 'Open', '2026-11-27'),
      { kind: 'closed', reason: 'notAContract', lastDay: null },
    ],
    [
      'a move changes the running contract',
      order('Move', 'InProgress', '2026-11-27', { shippingAddress: HOME }),
      { kind: 'closed', reason: 'notAContract', lastDay: null },
    ],
    [
      'digital content supplied at the express request',
      order('ProductAdd', 'Completed', '2026-11-27', { withdrawalWaived: true }),
      { kind: 'closed', reason: 'fullyPerformed', lastDay: '2026-12-11' },
    ],
    [
      'waived but not yet supplied: still open',
      order('ProductAdd', 'Open', '2026-11-27', { withdrawalWaived: true }),
      { kind: 'open', basis: 'service', lastDay: '2026-12-11', lastDayToday: false },
    ],
    [
      'withdrawn already (also once cancelled)',
      order('ProductAdd', 'Cancelled', '2026-11-24', { withdrawal }),
      { kind: 'withdrawn', withdrawal },
    ],
  ])('%s', (_, given, expected) => {
    expect(withdrawalPeriod(given, TODAY)).toEqual(expected);
  });

  it('says the last day on the last day, and closes the day after', () => {
    const added = order('ProductAdd', 'Open', '2026-11-16');
    expect(withdrawalPeriod(added, '2026-11-30')).toMatchObject({ lastDayToday: true });
    expect(withdrawalPeriod(added, '2026-12-01')).toMatchObject({ reason: 'expired' });
  });

  it('takes a Date as today (its local calendar day)', () => {
    const added = order('ProductAdd', 'Open', '2026-11-16');
    expect(withdrawalPeriod(added, new Date(2026, 10, 30, 23, 59))).toMatchObject({
      kind: 'open',
      lastDayToday: true,
    });
  });
});

describe('withdrawableOrders and withdrawableOrderFor', () => {
  const open = { ...order('ProductAdd', 'Open', '2026-11-27'), id: 'ORD-2' };
  const old = { ...order('Initial', 'Completed', '2020-05-18'), id: 'ORD-3' };
  const cease = { ...order('Cease', 'Open', '2026-11-27'), id: 'ORD-4' };
  it('keeps the orders within their period', () => {
    expect(withdrawableOrders([open, old, cease], '2026-11-28').map((o) => o.id)).toEqual([
      'ORD-2',
    ]);
    expect(canWithdraw(withdrawalPeriod(old, '2026-11-28'))).toBe(false);
  });
  it('names the products the write identifies', () => {
    expect(orderProductNames(open)).toEqual(['TV Plus']);
  });
  it('finds the order a product came with', () => {
    expect(withdrawableOrderFor('TV Plus', [old, open], '2026-11-28')?.id).toBe('ORD-2');
    expect(withdrawableOrderFor('Internet Start', [old, open], '2026-11-28')).toBeUndefined();
  });
});
