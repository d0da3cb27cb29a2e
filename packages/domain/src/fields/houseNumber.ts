import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// House number and addition (spec §5 address lookup: postcode + house number + addition). The
// number is a whole number from 1 to 99999 without leading zeros; the addition (toevoeging) is
// optional, up to 6 letters or digits, possibly with dashes between ('A', 'BIS', '2HOOG', 'A-1'),
// written in capitals as the address register does. A dash or spaces typed before it are dropped.

export const HOUSE_NUMBER_MAX = 99_999;
const ADDITION = /^[A-Z0-9](?:-?[A-Z0-9]){0,5}$/;

/** `' 12 '` → `12`. */
export function houseNumber(input: string): FieldResult<number> {
  const trimmed = input.trim();
  if (trimmed === '') return invalid('required');
  if (!/^[1-9]\d{0,4}$/.test(trimmed)) return invalid('invalid');
  return valid(Number(trimmed));
}

/** `' -a '` → `'A'`; nothing typed → null (an addition is optional). */
export function houseNumberAddition(input: string): FieldResult<string | null, 'invalid'> {
  const value = input.trim().replace(/^-\s*/, '').replace(/\s+/g, '').toUpperCase();
  if (value === '') return valid(null);
  return ADDITION.test(value) ? valid(value) : invalid('invalid');
}
