/**
 * Shows a Dutch phone number as `06-12345678` (mobile), `020-1234567` (two-digit area code),
 * `0111-123456` (three-digit area code) or `085-1234567` (non-geographic). Which numbers are valid
 * and how typed ones are normalised is a rule of @vonk/domain (`phoneNumber`); this only formats.
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

/**
 * `'0612345678'` → `'06-12345678'`, `'0201234567'` → `'020-1234567'`. Expects the national
 * 10-digit form (the domain's `phoneNumber` rule answers it); anything else comes back unchanged.
 */
export function formatPhoneNumber(national: string): string {
  if (!/^0\d{9}$/.test(national)) return national;
  const prefixLength = national.startsWith('06')
    ? 2
    : /^0(8|9)/.test(national) || SHORT_AREA_CODES.has(national.slice(1, 3))
      ? 3
      : 4;
  return `${national.slice(0, prefixLength)}-${national.slice(prefixLength)}`;
}
