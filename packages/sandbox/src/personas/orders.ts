import type { Address, Order, OrderStatus, OrderType } from '@vonk/domain/contract';

type ItemSpec = [orderType: OrderType, productNames: string[]];

/** Builds an order; completed ones get their completion date, open ones a wish date. */
export function order(
  id: string,
  orderDate: string,
  status: OrderStatus,
  items: ItemSpec[],
  options: { date?: string; shippingAddress?: Address; trackAndTrace?: boolean } = {},
): Order {
  const closed = status === 'Completed' || status === 'Cancelled';
  return {
    id,
    orderDate,
    status,
    items: items.map(([orderType, names]) => ({
      orderType,
      products: names.map((productName) => ({ productName })),
    })),
    wishDate: closed ? null : (options.date ?? null),
    completedDate: status === 'Completed' ? (options.date ?? orderDate) : null,
    shippingAddress: options.shippingAddress ?? null,
    trackAndTraceUrl: options.trackAndTrace ? `https://www.vonk.example/track-trace/${id}` : null,
    shippingAddressChangeable: status === 'Open' && options.shippingAddress !== undefined,
  };
}
