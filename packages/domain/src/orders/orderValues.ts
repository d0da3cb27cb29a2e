// Values of the orders API that code uses at run time, apart from the schemas (which only the
// sandbox and the contract tests run).

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

/** Spec §9: orders page size 10 (`/api/orders/completed/{page}/{size}`). */
export const ORDERS_PAGE_SIZE = 10;
