import { describe, expect, it } from 'vitest';
import { ChangeDirection, OrderType } from './orderValues.ts';
import type { OrderItem } from './schema.ts';
import { displayOrderType } from './rules.ts';

const item = (orderType: OrderType, ...names: string[]): OrderItem => ({
  orderType,
  products: names.map((productName) => ({ productName })),
});

describe('order types and change direction (spec §3)', () => {
  it('lists the spec values', () => {
    expect(Object.values(OrderType)).toEqual([
      'Unknown',
      'Initial',
      'Cease',
      'Move',
      'ContractRenewal',
      'ProductAdd',
      'ProductDelete',
      'ProductChange',
      'NetworkMigration',
    ]);
    expect(Object.values(ChangeDirection)).toEqual(['Upgrade', 'Downgrade']);
  });
});

describe('displayOrderType (spec §3)', () => {
  it.each([
    [item('ProductAdd', 'Overal Veilig Online'), 'ProductChange'],
    [item('ProductDelete', 'Overal Veilig Online'), 'ProductChange'],
    [item('ProductAdd', 'Thuis Veilig Online'), 'ProductAdd'],
    [item('ProductAdd', 'Overal Veilig Online', 'Film1'), 'ProductAdd'],
    [item('ProductChange', 'Overal Veilig Online'), 'ProductChange'],
    [item('Initial', 'Overal Veilig Online'), 'Initial'],
    [item('ProductDelete'), 'ProductDelete'],
  ] as const)('%j → %s', (input, expected) => {
    expect(displayOrderType(input)).toBe(expected);
  });
});
