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
export { IBAN_LENGTHS, formatIban, isValidIban, normaliseIban } from './formatIban.ts';
export { isValidPostcode, normalisePostcode } from './normalisePostcode.ts';
export {
  formatPhoneNumber,
  isMobilePhoneNumber,
  isValidDutchPhoneNumber,
  normalisePhoneNumber,
} from './formatPhoneNumber.ts';
export { SERVICE_HOURS, serviceHoursText } from './serviceHoursText.ts';
export type { ServiceHoursLine, ServiceHoursPeriod } from './serviceHoursText.ts';
export { formatAddressLine } from './formatAddressLine.ts';
export type { AddressLineInput } from './formatAddressLine.ts';
