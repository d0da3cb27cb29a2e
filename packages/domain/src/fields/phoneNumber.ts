import type { FieldResult } from './fieldResult.ts';
import { invalid, valid } from './fieldResult.ts';

// The one Dutch phone-number rule (spec §3 phone numbers, §7.2 transfer contact number, VoIP).
// A Dutch number has 10 digits and starts with 0; the digits after it say what it is:
// geographic area codes 01-05 and 07, mobile 061-069, non-geographic 084/085/087/088 and 091.
// 0800/0900/0906/0909 (service numbers) are not personal numbers, 00 is the international prefix
// and 060/066x-style reserved blocks are not issued. People type it in many ways, all accepted:
// +31 / 0031 instead of the 0, a '(0)' after the country code, spaces, dashes, dots, brackets.

const NATIONAL = /^0(?:[1-57]\d|6[1-9]|8[4578]|91)\d{7}$/;
const TYPED = /^\+?[\d\s.\-()]+$/;

/** `'+31 (0)6 1234 5678'` → `'0612345678'`; other text comes back with only its separators gone. */
export function nationalPhoneDigits(input: string): string {
  const compact = input
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s.\-()]/g, '');
  if (compact.startsWith('+31')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0031')) return `0${compact.slice(4)}`;
  return compact;
}

/** A Dutch phone number in its national 10-digit form (`'0612345678'`). */
export function phoneNumber(input: string): FieldResult<string> {
  if (input.trim() === '') return invalid('required');
  if (!TYPED.test(input.trim())) return invalid('invalid');
  const digits = nationalPhoneDigits(input);
  return NATIONAL.test(digits) ? valid(digits) : invalid('invalid');
}

/** Whether a valid number is a mobile one (06). */
export function isMobilePhoneNumber(input: string): boolean {
  const result = phoneNumber(input);
  return result.ok && result.value.startsWith('06');
}
