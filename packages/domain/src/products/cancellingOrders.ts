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
