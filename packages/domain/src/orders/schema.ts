import { z } from 'zod/mini';
import { Address, IsoDate, WriteResult } from '../contract/common.ts';
import type { ResourceSchemas } from '../contract/endpoint.ts';
import { ChangeDirection, OrderType } from './orderValues.ts';
import type * as orderReads from './reads.ts';
import type { orderWrites } from './paths.ts';

export const OrderProduct = z.strictObject({ productName: z.string() });
export type OrderProduct = z.infer<typeof OrderProduct>;

/** One item of an order (spec §3: items with orderType and products each with productName). */
export const OrderItem = z.strictObject({
  orderType: z.enum(OrderType),
  products: z.array(OrderProduct),
  /** Spec §3 change direction of a ProductChange (more or fewer licences, a faster line); absent
   * when the item is no change. */
  changeDirection: z.optional(z.enum(ChangeDirection)),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** Spec §3: "order status values: not shown"; designed here. */
export const OrderStatus = z.enum(['Open', 'InProgress', 'Shipped', 'Completed', 'Cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** An order as /api/orders/* answer it (spec §3, §7.2; fields beyond items designed here). */
export const Order = z.strictObject({
  id: z.string(),
  orderDate: IsoDate,
  status: OrderStatus,
  items: z.array(OrderItem),
  /** Planned activation or delivery date while open; null when none is planned. */
  wishDate: z.nullable(IsoDate),
  completedDate: z.nullable(IsoDate),
  /** When the provider confirmed the order (tracker step 'confirmed'); absent or null until then. */
  confirmedDate: z.optional(z.nullable(IsoDate)),
  /** When the hardware left the warehouse (tracker step 'shipped'); absent or null until then. */
  shippedDate: z.optional(z.nullable(IsoDate)),
  /** Where hardware goes; null when nothing is shipped. */
  shippingAddress: z.nullable(Address),
  trackAndTraceUrl: z.nullable(z.string()),
  /** A return label to print for equipment going back (`GET /api/orders/{id}/shippinglabel`). */
  hasReturnLabel: z.optional(z.boolean()),
  /** Whether POST /api/orders/shippingaddress may still change the address. */
  shippingAddressChangeable: z.boolean(),
});
export type Order = z.infer<typeof Order>;

/** GET /api/orders/completed/{page}/{size}; pages count from 1. */
export const CompletedOrdersPage = z.strictObject({
  orders: z.array(Order),
  page: z.number(),
  size: z.number(),
  totalCount: z.number(),
});
export type CompletedOrdersPage = z.infer<typeof CompletedOrdersPage>;

/** POST /api/orders/shippingaddress body (spec §3). Answered with a WriteResult. */
export const ShippingAddressChangeRequest = z.strictObject({
  orderId: z.string(),
  shippingAddress: Address,
});
export type ShippingAddressChangeRequest = z.infer<typeof ShippingAddressChangeRequest>;

export const orderSchemas = {
  reads: {
    initialOrder: z.nullable(Order),
    openOrders: z.array(Order),
    anyOpenOrder: z.boolean(),
    completedOrders: CompletedOrdersPage,
    order: Order,
    productOrderHistory: z.array(Order),
  },
  writes: {
    changeShippingAddress: { body: ShippingAddressChangeRequest, result: WriteResult },
  },
} satisfies ResourceSchemas<typeof orderReads, typeof orderWrites>;
