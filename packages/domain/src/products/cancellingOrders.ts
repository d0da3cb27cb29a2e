import { OrderType } from '../orders/orderValues.ts';
import type { Order } from '../orders/schema.ts';

/** Order items that cancel: the customer's own cancellations, no "lopende bestelling" (ADR 120). */
export const CANCELLING: ReadonlySet<string> = new Set([OrderType.Cease, OrderType.ProductDelete]);

/**
 * Whether an open order cancels anything: the cheap question a screen asks before it loads
 * `runningCancellations` to say what ends and when (the dashboard, issue #26). Its own module, so
 * asking it does not bring the cancel rules along.
 */
export function hasCancellingOrder(openOrders: readonly Pick<Order, 'items'>[]): boolean {
  return openOrders.some((order) => order.items.some((item) => CANCELLING.has(item.orderType)));
}

/** An order that only cancels: the customer's own cancellation, no "lopende bestelling" (ADR 120). */
export function isCancellationOnly(order: Pick<Order, 'items'>): boolean {
  return order.items.length > 0 && order.items.every((item) => CANCELLING.has(item.orderType));
}

/**
 * The open orders as a customer counts them, one rule with what blocks a cancel (ADR 120): the
 * orders (a "lopende bestelling") and the cancellations that run (issue #26: the dashboard said
 * "1 lopende bestelling" where /abonnementen said there was none).
 */
export function openOrderCounts(openOrders: readonly Pick<Order, 'items'>[]): {
  orders: number;
  cancellations: number;
} {
  const cancellations = openOrders.filter(isCancellationOnly).length;
  return { orders: openOrders.length - cancellations, cancellations };
}
