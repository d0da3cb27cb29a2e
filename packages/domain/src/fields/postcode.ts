import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// The Dutch postcode rule (spec §5 address lookup, move, shipping address): four digits, the first
// not 0, and two letters; the letter pairs SA, SD and SS are never issued. Typed in any case and
// spacing; the value is '1234 AB'.

const LOOSE = /^([1-9]\d{3})\s*([A-Za-z]{2})$/;

/** `'1234ab'` → `'1234 AB'`. */
export function postcode(input: string): FieldResult<string> {
  const trimmed = input.trim();
  if (trimmed === '') return invalid('required');
  const match = LOOSE.exec(trimmed);
  const letters = match?.[2]?.toUpperCase();
  if (!match || !letters || ['SA', 'SD', 'SS'].includes(letters)) return invalid('invalid');
  return valid(`${match[1]} ${letters}`);
}
