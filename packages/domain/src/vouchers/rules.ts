import type { FieldResult } from '../fields/fieldResult.ts';
import { invalid, valid } from '../fields/fieldResult.ts';
import { normaliseReference } from '../fields/reference.ts';

// Voucher codes (spec §7.2 vouchers apply and unapply; shape not shown, decided in ADR 069):
// what a customer copies from a letter or an e-mail, letters and digits, 4 to 20 of them.

/** Why a typed voucher code is not sent: empty, or not shaped like a code. */
export type VoucherCodeProblem = 'required' | 'format';

const CODE = /^[A-Z0-9]{4,20}$/;

/** `' welkom 2026 '` → `'WELKOM2026'`: spaces go, letters are upper case. */
export function voucherCode(input: string): FieldResult<string, VoucherCodeProblem> {
  const value = normaliseReference(input);
  if (value === '') return invalid('required');
  return CODE.test(value) ? valid(value) : invalid('format');
}
