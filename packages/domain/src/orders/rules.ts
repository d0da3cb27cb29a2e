import { OrderType } from './orderValues.ts';
import type { OrderItem } from './schema.ts';

/** The 'everywhere' online-security product (spec §3 product names). */
export const EVERYWHERE_SECURITY = 'Overal Veilig Online';

/** Spec §3: a lone add/remove of the 'everywhere' product reads as a change. */
export function displayOrderType(item: OrderItem): OrderType {
  const only = item.products.length === 1 ? item.products[0] : undefined;
  const toggles =
    item.orderType === OrderType.ProductAdd || item.orderType === OrderType.ProductDelete;
  return toggles && only?.productName === EVERYWHERE_SECURITY
    ? OrderType.ProductChange
    : item.orderType;
}
