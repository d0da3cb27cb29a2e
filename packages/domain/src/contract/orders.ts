/** Spec §3 order types. */
export const OrderType = {
  Unknown: 'Unknown',
  Initial: 'Initial',
  Cease: 'Cease',
  Move: 'Move',
  ContractRenewal: 'ContractRenewal',
  ProductAdd: 'ProductAdd',
  ProductDelete: 'ProductDelete',
  ProductChange: 'ProductChange',
  NetworkMigration: 'NetworkMigration',
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** Spec §3 change direction. */
export const ChangeDirection = { Upgrade: 'Upgrade', Downgrade: 'Downgrade' } as const;
export type ChangeDirection = (typeof ChangeDirection)[keyof typeof ChangeDirection];

export interface OrderProduct {
  productName: string;
}

/** One item of an order (spec §3: items with orderType and products each with productName). */
export interface OrderItem {
  orderType: OrderType;
  products: OrderProduct[];
}

/** Spec §9: orders page size 10 (`/api/orders/completed/{page}/{size}`). */
export const ORDERS_PAGE_SIZE = 10;
