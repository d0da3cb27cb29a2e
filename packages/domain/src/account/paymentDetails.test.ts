import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DIRECT_DEBIT_DAYS,
  accountHolderName,
  directDebitDay,
  paymentDetailsFieldError,
  paymentDetailsInput,
  toPaymentInformation,
} from './paymentDetails.ts';

const values = (change: Partial<Record<string, string>> = {}) => ({
  accountHolderName: 'J. de Vries',
  iban: 'NL91 ABNA 0417 1643 00',
  directDebitDay: '25',
  ...change,
});

describe('payment details rules', () => {
  it.each([
    ['accountHolderName', '', 'accountHolderRequired'],
    ['accountHolderName', '   ', 'accountHolderRequired'],
    ['accountHolderName', 'x'.repeat(71), 'accountHolderTooLong'],
    ['iban', '', 'ibanRequired'],
    ['iban', 'NL91ABNA0417164301', 'ibanInvalid'],
    ['iban', 'NL91 ABNA 0417', 'ibanInvalid'],
    ['directDebitDay', '0', 'directDebitDayInvalid'],
    ['directDebitDay', '29', 'directDebitDayInvalid'],
    ['directDebitDay', '2.5', 'directDebitDayInvalid'],
  ] as const)('%s %j → %s', (field, value, error) => {
    expect(paymentDetailsFieldError(field, values({ [field]: value }))).toBe(error);
  });

  it.each(['accountHolderName', 'iban', 'directDebitDay'] as const)(
    '%s of jan is valid',
    (field) => {
      expect(paymentDetailsFieldError(field, values())).toBeNull();
    },
  );

  it('takes a lower-case IBAN with spaces and sends it compact; no day means paying by transfer', () => {
    expect(
      toPaymentInformation(
        values({
          accountHolderName: '  P.  Jansen ',
          iban: 'nl69 ingb 0123 4567 89',
          directDebitDay: '',
        }),
      ),
    ).toEqual({ accountHolderName: 'P. Jansen', iban: 'NL69INGB0123456789', directDebitDay: null });
  });

  it('refuses to build a body from invalid input', () => {
    expect(() => toPaymentInformation(values({ iban: 'NL00' }))).toThrow();
  });

  it('round-trips what the API holds', () => {
    const held = { accountHolderName: 'S. Bakker', iban: 'NL20INGB0001234567', directDebitDay: 28 };
    expect(toPaymentInformation(paymentDetailsInput(held))).toEqual(held);
    expect(paymentDetailsInput({ ...held, directDebitDay: null }).directDebitDay).toBe('');
  });

  it('accepts every day 1–28 and nothing else', () => {
    expect(DIRECT_DEBIT_DAYS).toHaveLength(28);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (day) => {
        expect(directDebitDay(String(day)).ok).toBe(day >= 1 && day <= 28);
      }),
      { numRuns: 1000 },
    );
  });

  it('names up to 70 characters', () => {
    expect(accountHolderName('x'.repeat(70)).ok).toBe(true);
  });

  it('takes any holder of 1 to 70 characters after folding spaces, and keeps it folded', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 90 }), (input) => {
        const folded = input.trim().replace(/\s+/g, ' ');
        const result = accountHolderName(input);
        expect(result.ok).toBe(folded.length >= 1 && folded.length <= 70);
        if (result.ok) expect(result.value).toBe(folded);
        else expect(result.error).toBe(folded ? 'accountHolderTooLong' : 'accountHolderRequired');
      }),
      { numRuns: 1000 },
    );
  });

  it('builds a body from every valid input and refuses every invalid one', () => {
    const day = fc.oneof(fc.constant(''), fc.integer({ min: -5, max: 40 }).map(String));
    const iban = fc.constantFrom('NL91ABNA0417164300', 'nl20 ingb 0001 2345 67', 'NL00', '');
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), iban, day, (holder, account, debit) => {
        const input = { accountHolderName: holder, iban: account, directDebitDay: debit };
        const valid = ['accountHolderName', 'iban', 'directDebitDay'].every(
          (field) => paymentDetailsFieldError(field as 'iban', input) === null,
        );
        if (valid) expect(toPaymentInformation(input).iban).toMatch(/^NL\d{2}[A-Z]{4}\d{10}$/);
        else expect(() => toPaymentInformation(input)).toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});
