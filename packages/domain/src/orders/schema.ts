import { z } from 'zod/mini';
import { Address, IsoDate, IsoDateTime, WriteResult } from '../endpoint/common.ts';
import { ChangeDirection, OrderType } from './orderValues.ts';

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

/**
 * A withdrawal the provider received for an order (Consumer Rights Directive art. 11a; ADR 130, a
 * proposal): the acknowledgement's content, date and time, and what happens next.
 */
export const OrderWithdrawal = z.strictObject({
  id: z.string(),
  /** When it was received (the acknowledgement's date and time). */
  receivedAt: IsoDateTime,
  /** The products withdrawn: the whole order or some of its products. */
  products: z.array(z.string()),
  name: z.string(),
  emailAddress: z.string(),
  /** The reference of the return label for equipment already sent (/retour-label); null when
   * nothing goes back (CRD art. 14(1): within 14 days). */
  returnLabelReference: z.nullable(z.string()),
  /** What was paid comes back on the next invoice. */
  refundOnNextInvoice: z.boolean(),
});
export type OrderWithdrawal = z.infer<typeof OrderWithdrawal>;

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
  /** Its withdrawal once received (ADR 130); absent or null while none. */
  withdrawal: z.optional(z.nullable(OrderWithdrawal)),
  /**
   * The customer asked for the service or digital content to be fully supplied within the
   * withdrawal period and acknowledged losing the right once it is (CRD art. 16(a), (m); ADR 130).
   */
  withdrawalWaived: z.optional(z.boolean()),
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

/** POST /api/orders/{id}/withdrawal: only what identifies the contract (CRD art. 11a(2)). */
export const WithdrawalRequest = z.strictObject({
  /** The products withdrawn, by name: all of the order's or some. */
  products: z.array(z.string()).check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  /** Where the acknowledgement goes (CRD art. 11a(4): a durable medium). */
  emailAddress: z.string().check(z.minLength(3)),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>;

/** Its answer: the withdrawal, or `{ success: false, message }` (e.g. past its period). */
export const WithdrawalResult = z.strictObject({
  success: z.boolean(),
  message: z.optional(z.string()),
  field: z.optional(z.string()),
  withdrawal: z.optional(OrderWithdrawal),
});
export type WithdrawalResult = z.infer<typeof WithdrawalResult>;

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
    withdrawOrder: { body: WithdrawalRequest, result: WithdrawalResult },
  },
};
