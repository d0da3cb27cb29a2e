import { calendarDate } from '../service/calendarDate.ts';
import type { IsoDate } from '../endpoint/common.ts';
import type { FeatureConfiguration } from '../features/schema.ts';
import type { Order } from './schema.ts';

/**
 * Whether the late-delivery notice shows for an order (spec §3 feature flags; ADR 039): with
 * `lateDeliveryNotificationFeatureIsEnabled` on, for a running order whose expected (wish) date
 * has passed.
 */
export function showsLateDeliveryNotice(
  features: Pick<FeatureConfiguration, 'lateDeliveryNotificationFeatureIsEnabled'> | undefined,
  order: Order,
  today: Date | IsoDate,
): boolean {
  if (features?.lateDeliveryNotificationFeatureIsEnabled !== true) return false;
  const running = order.status !== 'Completed' && order.status !== 'Cancelled';
  return running && order.wishDate !== null && order.wishDate < calendarDate(today);
}
