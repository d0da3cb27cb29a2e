/**
 * Dutch phone numbers. Accepts spaces, dashes, dots, brackets and the +31 / 0031 prefix;
 * shows them as `06-12345678` (mobile), `020-1234567` (two-digit area code), `0111-123456`
 * (three-digit area code) or `085-1234567` (non-geographic).
 */

/** Area codes with two digits after the 0; every other geographic code has three. */
const SHORT_AREA_CODES = new Set([
  '10',
  '13',
  '15',
  '20',
  '23',
  '24',
  '26',
  '30',
  '33',
  '35',
  '36',
  '38',
  '40',
  '43',
  '45',
  '46',
  '50',
  '53',
  '55',
  '58',
  '70',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '79',
]);

/** 10 digits: geographic 01-05/07, mobile 061-069, non-geographic 084/085/087/088/091. */
const VALID = /^0(?:[1-57]\d|6[1-9]|8[4578]|91)\d{7}$/;

/** `'+31 6 1234 5678'` → `'0612345678'`. Input that has other characters comes back trimmed. */
export function normalisePhoneNumber(value: string): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (!/^\+?[\d\s.\-()]+$/.test(trimmed)) return trimmed;
  let digits = trimmed.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  if (digits.startsWith('+31')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0031')) digits = `0${digits.slice(4)}`;
  return digits;
}

export function isValidDutchPhoneNumber(value: string): boolean {
  return VALID.test(normalisePhoneNumber(value));
}

export function isMobilePhoneNumber(value: string): boolean {
  const digits = normalisePhoneNumber(value);
  return VALID.test(digits) && digits.startsWith('06');
}

/** `'0612345678'` → `'06-12345678'`, `'0201234567'` → `'020-1234567'`; `''` when not valid. */
export function formatPhoneNumber(value: string): string {
  const digits = normalisePhoneNumber(value);
  if (!VALID.test(digits)) return '';
  const prefixLength = digits.startsWith('06')
    ? 2
    : /^0(8|9)/.test(digits) || SHORT_AREA_CODES.has(digits.slice(1, 3))
      ? 3
      : 4;
  return `${digits.slice(0, prefixLength)}-${digits.slice(prefixLength)}`;
}
