import type { IsoDate } from '../endpoint/common.ts';
import { calendarDate } from './calendarDate.ts';

export interface PriceChangeCallout {
  id: 'video-service' | 'sports-channel';
  /** Inclusive first and last day. */
  from: IsoDate;
  to: IsoDate;
}

/** Spec §9 price-change callout ranges. */
export const PRICE_CHANGE_CALLOUTS: readonly PriceChangeCallout[] = [
  { id: 'video-service', from: '2024-11-01', to: '2025-03-23' },
  { id: 'sports-channel', from: '2025-01-01', to: '2025-11-01' },
];

/** The callouts to show on `today` (both ends inclusive). */
export function activePriceChangeCallouts(today: Date | IsoDate): PriceChangeCallout[] {
  const day = calendarDate(today);
  return PRICE_CHANGE_CALLOUTS.filter((callout) => callout.from <= day && day <= callout.to);
}

/**
 * Spec §8 maintenance notice, 22/01 to 26/01 inclusive. The spec gives no year, so the window
 * recurs every year.
 */
export const MAINTENANCE_NOTICE = { from: '01-22', to: '01-26' } as const;

export function isMaintenanceNoticeActive(today: Date | IsoDate): boolean {
  const monthDay = calendarDate(today).slice(5);
  return MAINTENANCE_NOTICE.from <= monthDay && monthDay <= MAINTENANCE_NOTICE.to;
}
