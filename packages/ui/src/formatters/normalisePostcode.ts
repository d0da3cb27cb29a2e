/**
 * Dutch postcodes: four digits (first not 0), a space, two capital letters; the letter pairs
 * SA, SD and SS are never issued.
 */
const LOOSE = /^(\d{4})\s*([A-Za-z]{2})$/;
const VALID = /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/;

/**
 * `'1234ab'` → `'1234 AB'`. Input that does not look like a postcode comes back trimmed and
 * otherwise untouched, so a field never loses what someone typed. Idempotent.
 */
export function normalisePostcode(value: string): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  const match = LOOSE.exec(trimmed);
  return match ? `${match[1]} ${match[2]!.toUpperCase()}` : trimmed;
}

/** True for a Dutch postcode in any spacing or case: `'1234ab'`, `'1234 AB'`. */
export function isValidPostcode(value: string): boolean {
  return VALID.test(normalisePostcode(value));
}
