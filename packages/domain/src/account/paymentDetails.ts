import type { FieldResult } from '../fields/fieldResult.ts';
import { invalid, valid } from '../fields/fieldResult.ts';
import { iban } from '../fields/iban.ts';
import type { PaymentInformation } from './schema.ts';

// The payment details form (issue #11 /rekeningen, reused by #13 Mijn gegevens): what people type,
// the rules per field, and the PUT body. Spec §3: account holder, IBAN, direct-debit date.

/** The form's values as typed; `directDebitDay` is '' for paying by transfer, else '1'…'28'. */
export interface PaymentDetailsInput {
  accountHolderName: string;
  iban: string;
  directDebitDay: string;
}

export const PAYMENT_DETAILS_FIELDS = ['accountHolderName', 'iban', 'directDebitDay'] as const;
export type PaymentDetailsField = (typeof PAYMENT_DETAILS_FIELDS)[number];

/** Direct debit is collected on a day 1 to 28, so it exists in every month. */
export const DIRECT_DEBIT_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

/** Longest account holder name a bank accepts in a SEPA mandate. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;

export type PaymentDetailsError =
  | 'accountHolderRequired'
  | 'accountHolderTooLong'
  | 'ibanRequired'
  | 'ibanInvalid'
  | 'directDebitDayInvalid';

export function accountHolderName(input: string): FieldResult<string, PaymentDetailsError> {
  const value = input.trim().replace(/\s+/g, ' ');
  if (!value) return invalid('accountHolderRequired');
  return value.length > ACCOUNT_HOLDER_MAX_LENGTH ? invalid('accountHolderTooLong') : valid(value);
}

/** '' is paying by transfer (null); otherwise a whole day 1–28. */
export function directDebitDay(input: string): FieldResult<number | null, PaymentDetailsError> {
  if (input.trim() === '') return valid(null);
  const day = Number(input);
  return Number.isInteger(day) && day >= 1 && day <= 28
    ? valid(day)
    : invalid('directDebitDayInvalid');
}

/** The first thing wrong with one field, or null. */
export function paymentDetailsFieldError(
  field: PaymentDetailsField,
  values: PaymentDetailsInput,
): PaymentDetailsError | null {
  if (field === 'accountHolderName') {
    const result = accountHolderName(values.accountHolderName);
    return result.ok ? null : result.error;
  }
  if (field === 'iban') {
    const result = iban(values.iban);
    return result.ok ? null : result.error === 'required' ? 'ibanRequired' : 'ibanInvalid';
  }
  const result = directDebitDay(values.directDebitDay);
  return result.ok ? null : result.error;
}

/** The form's starting values from what the API holds. */
export function paymentDetailsInput(information: PaymentInformation): PaymentDetailsInput {
  return {
    accountHolderName: information.accountHolderName,
    iban: information.iban,
    directDebitDay: information.directDebitDay === null ? '' : String(information.directDebitDay),
  };
}

/** The PUT body from valid input (IBAN compact and upper case); throws on invalid input. */
export function toPaymentInformation(input: PaymentDetailsInput): PaymentInformation {
  const name = accountHolderName(input.accountHolderName);
  const account = iban(input.iban);
  const day = directDebitDay(input.directDebitDay);
  if (!name.ok || !account.ok || !day.ok) throw new Error('Payment details are not valid.');
  return { accountHolderName: name.value, iban: account.value, directDebitDay: day.value };
}
