import { calendarDate } from '../service/calendarDate.ts';
import type { IsoDate } from '../contract/common.ts';
import type { Order } from './schema.ts';

/**
 * A running order whose expected (wish) date has passed: the late-delivery notice shows for it
 * when `lateDeliveryNotificationFeatureIsEnabled` is on (spec §3 feature flags; ADR 039).
 */
export function isLateOrder(order: Order, today: Date | IsoDate): boolean {
  const running = order.status !== 'Completed' && order.status !== 'Cancelled';
  return running && order.wishDate !== null && order.wishDate < calendarDate(today);
}
