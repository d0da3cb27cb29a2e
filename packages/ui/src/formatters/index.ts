export { formatEuro, formatEuroForScreenReader } from './formatEuro.ts';
export type { FormatEuroOptions } from './formatEuro.ts';
export { formatNumber } from './formatNumber.ts';
export {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateInText,
  formatDateLong,
  formatDateRange,
  formatTime,
  startOfWeek,
} from './formatDate.ts';
export type { DateFormatOptions, DateInput, DateRangeOptions } from './formatDate.ts';
export { formatMoment } from './momentInWords.ts';
export { formatIban } from './formatIban.ts';
export { formatPhoneNumber } from './formatPhoneNumber.ts';
export { serviceHoursText } from './serviceHoursText.ts';
export type { OpeningHoursText, WeekOpeningHours } from './serviceHoursText.ts';
export { formatAddressLine } from './formatAddressLine.ts';
export type { AddressLineInput } from './formatAddressLine.ts';
export { formatMonth } from './formatMonth.ts';
