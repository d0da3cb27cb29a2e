export { calendarDate } from './calendarDate.ts';
export {
  activePriceChangeCallouts,
  isMaintenanceNoticeActive,
  MAINTENANCE_NOTICE,
  PRICE_CHANGE_CALLOUTS,
} from './notices.ts';
export type { PriceChangeCallout } from './notices.ts';
export { isServiceOpen, SERVICE_HOURS, serviceHoursOn } from './serviceHours.ts';
export type { OpeningHours, WeekHours } from './serviceHours.ts';
