import type { Address } from '../endpoint/common.ts';
import type { Order } from './schema.ts';

/** Why an order's shipping address can no longer change. */
export type ShippingAddressLock =
  /** The order is done or cancelled. */
  | 'closed'
  /** The hardware has left the warehouse (status Shipped or a shipped date). */
  | 'shipped'
  /** The provider takes no change any more (`shippingAddressChangeable: false`, e.g. packed). */
  | 'locked';

/**
 * Whether an order's shipping address can still change (POST /api/orders/shippingaddress):
 * nothing is shipped, it can, or it cannot and why. The server has the last word (a change
 * can still be refused when the order is packed as it arrives, persona `ingepakt`); what the
 * order already says is known before the customer tries.
 */
export type ShippingAddressChange =
  | { kind: 'nothingShipped' }
  | { kind: 'changeable'; address: Address }
  | { kind: 'unchangeable'; address: Address; reason: ShippingAddressLock };

export function shippingAddressChange(order: Order): ShippingAddressChange {
  const address = order.shippingAddress;
  if (!address) return { kind: 'nothingShipped' };
  const reason: ShippingAddressLock | null =
    order.status === 'Completed' || order.status === 'Cancelled'
      ? 'closed'
      : order.status === 'Shipped' || order.shippedDate
        ? 'shipped'
        : order.shippingAddressChangeable
          ? null
          : 'locked';
  return reason ? { kind: 'unchangeable', address, reason } : { kind: 'changeable', address };
}
