import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// The IBAN rule (spec §3 payment details): ISO 13616. The country must be known and the length its
// own, a Dutch IBAN has four bank letters and ten digits, and the mod-97 check must give 1. People
// type or paste it with spaces and in lower case; the value is the compact upper-case form.

/** IBAN length per country (SWIFT IBAN registry). A country not listed is not valid. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** `' nl91 abna 0417 1643 00 '` → `'NL91ABNA0417164300'`. */
export function compactIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    // 0-9 stay digits; A-Z become 10-35 (two digits).
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** An IBAN in its compact form (`'NL91ABNA0417164300'`). */
export function iban(input: string): FieldResult<string> {
  const value = compactIban(input);
  if (value === '') return invalid('required');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value)) return invalid('invalid');
  if (IBAN_LENGTHS[value.slice(0, 2)] !== value.length) return invalid('invalid');
  if (value.startsWith('NL') && !/^NL\d{2}[A-Z]{4}\d{10}$/.test(value)) return invalid('invalid');
  return mod97(value) === 1 ? valid(value) : invalid('invalid');
}
