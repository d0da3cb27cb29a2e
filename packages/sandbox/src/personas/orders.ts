import type {
  Address,
  ChangeDirection,
  Order,
  OrderStatus,
  OrderType,
} from '@vonk/domain/contract';

type ItemSpec = [orderType: OrderType, productNames: string[], changeDirection?: ChangeDirection];

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Builds an order; completed ones get their completion date, open ones a wish date. Past the
 * 'Open' status the provider confirmed it a day after ordering (tracker step 'confirmed'); a
 * shipped order with hardware has its `shipped` date when one is given.
 */
export function order(
  id: string,
  orderDate: string,
  status: OrderStatus,
  items: ItemSpec[],
  options: {
    date?: string;
    shippingAddress?: Address;
    trackAndTrace?: boolean;
    shipped?: string;
    /** Open but no longer changeable (already packed); default: open with a shipping address. */
    changeable?: boolean;
    /** Equipment goes back with a label from GET /api/orders/{id}/shippinglabel. */
    returnLabel?: boolean;
  } = {},
): Order {
  const closed = status === 'Completed' || status === 'Cancelled';
  const confirmed = status !== 'Open' && status !== 'Cancelled';
  return {
    id,
    orderDate,
    status,
    items: items.map(([orderType, names, changeDirection]) => ({
      orderType,
      products: names.map((productName) => ({ productName })),
      ...(changeDirection && { changeDirection }),
    })),
    wishDate: closed ? null : (options.date ?? null),
    completedDate: status === 'Completed' ? (options.date ?? orderDate) : null,
    ...(confirmed && { confirmedDate: addDays(orderDate, 1) }),
    ...(options.shipped && { shippedDate: options.shipped }),
    shippingAddress: options.shippingAddress ?? null,
    trackAndTraceUrl: options.trackAndTrace ? `https://www.vonk.example/track-trace/${id}` : null,
    ...(options.returnLabel && { hasReturnLabel: true }),
    shippingAddressChangeable:
      options.changeable ?? (status === 'Open' && options.shippingAddress !== undefined),
  };
}
