import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneNumbersError, primaryEmailError } from '../account/contactDetails.ts';
import { PAYMENT_DETAILS_FIELDS, paymentDetailsFieldError } from '../account/paymentDetails.ts';
import { moveDateError } from '../move/rules.ts';
import { returnReferenceError } from '../shippingLabels/rules.ts';
import {
  TRANSFER_DETAILS_FIELDS,
  transferDetailsFieldError,
  transferReferenceError,
} from '../transfer/rules.ts';
import { donorNumberError, donorProviderError, forwardingDestinationError } from '../voip/rules.ts';
import { isoDate, todayOrLater } from './dates.ts';
import { emailAddress } from './emailAddress.ts';
import { houseNumber, houseNumberAddition } from './houseNumber.ts';
import { FUZZ_RUNS, hostileInput } from './hostileInput.ts';
import { iban } from './iban.ts';
import { newPassword } from './password.ts';
import { phoneNumber } from './phoneNumber.ts';
import { postcode } from './postcode.ts';
import { PUBLIC_REFERENCE_PATTERN, reference } from './reference.ts';

// ADR 064: every rule a form field uses, on at least 1,000 hostile inputs each: it never throws,
// and answers either a value or one of its own error codes, each of which the forms turn into a
// Dutch message (their message maps are typed `satisfies Record<Error, MessageId>`, so a code
// without a message does not compile). What each rule accepts is proven in its own test file.

const TODAY = '2026-11-24';

type Outcome = string | undefined | null | { ok: true } | { ok: false; error: string };

/** The error code of an outcome, or undefined when the input was accepted. */
function errorOf(outcome: Outcome): string | undefined {
  if (outcome === undefined || outcome === null) return undefined;
  if (typeof outcome === 'string') return outcome;
  return outcome.ok ? undefined : outcome.error;
}

const RULES: [name: string, codes: readonly string[], rule: (input: string) => Outcome][] = [
  ['postcode', ['required', 'invalid'], postcode],
  ['houseNumber', ['required', 'invalid'], houseNumber],
  ['houseNumberAddition', ['invalid'], houseNumberAddition],
  ['phoneNumber', ['required', 'invalid'], phoneNumber],
  ['emailAddress', ['required', 'invalid', 'localPart', 'tooLong'], emailAddress],
  ['iban', ['required', 'invalid'], iban],
  ['isoDate', ['required', 'invalid'], isoDate],
  ['todayOrLater', ['required', 'invalid', 'past'], (input) => todayOrLater(input, TODAY)],
  [
    'newPassword',
    ['required', 'length', 'upperAndLower', 'digitOrSign', 'tooLong', 'sameAsCurrent'],
    (input) => newPassword(input, 'Huidig-wachtwoord1'),
  ],
  ['reference', ['required', 'format'], (input) => reference(input, PUBLIC_REFERENCE_PATTERN)],
  ['returnReference', ['required', 'format'], returnReferenceError],
  ['transferReference', ['required', 'format'], transferReferenceError],
  [
    'moveDate',
    ['required', 'invalid', 'notAfterToday', 'tooFar'],
    (input) => moveDateError(input, TODAY),
  ],
  [
    'forwardingDestination',
    ['required', 'invalid', 'ownNumber'],
    (input) => forwardingDestinationError(input, true, '0201234567'),
  ],
  ['donorNumber', ['required', 'invalid', 'mobile'], donorNumberError],
  ['donorProvider', ['required', 'tooLong'], donorProviderError],
  [
    'primaryEmail',
    ['required', 'invalid', 'localPart', 'tooLong', 'unchanged'],
    (input) => primaryEmailError(input, 'jan@example.nl'),
  ],
];

const TRANSFER_CODES = [
  'providerRequired',
  'providerTooLong',
  'customerNumberInvalid',
  'contractEndDateRequired',
  'contractEndDateInvalid',
  'switchDateRequired',
  'switchDateInvalid',
  'switchDateInPast',
  'switchDateBeforeContractEnd',
  'phoneRequired',
  'phoneInvalid',
];
const PAYMENT_CODES = [
  'accountHolderRequired',
  'accountHolderTooLong',
  'ibanRequired',
  'ibanInvalid',
  'directDebitDayInvalid',
];

describe('every field rule on hostile input (ADR 064)', () => {
  it.each(RULES)('%s never throws and answers a value or one of %j', (_, codes, rule) => {
    fc.assert(
      fc.property(hostileInput, (input) => {
        const error = errorOf(rule(input));
        if (error !== undefined) expect(codes).toContain(error);
      }),
      FUZZ_RUNS,
    );
  });

  it('the transfer details, field by field, with every other field hostile too', () => {
    const input = fc.record(
      Object.fromEntries(TRANSFER_DETAILS_FIELDS.map((field) => [field, hostileInput])) as Record<
        (typeof TRANSFER_DETAILS_FIELDS)[number],
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(input, fc.constantFrom(...TRANSFER_DETAILS_FIELDS), (values, field) => {
        const error = transferDetailsFieldError(field, values, TODAY);
        if (error !== undefined) expect(TRANSFER_CODES).toContain(error);
      }),
      FUZZ_RUNS,
    );
  });

  it('the payment details and phone numbers, field by field', () => {
    fc.assert(
      fc.property(
        hostileInput,
        hostileInput,
        hostileInput,
        fc.constantFrom(...PAYMENT_DETAILS_FIELDS),
        fc.constantFrom('fixedNumber' as const, 'mobileNumber' as const),
        (name, ibanInput, day, paymentField, phoneField) => {
          const paymentError = paymentDetailsFieldError(paymentField, {
            accountHolderName: name,
            iban: ibanInput,
            directDebitDay: day,
          });
          if (paymentError !== null) expect(PAYMENT_CODES).toContain(paymentError);
          const phoneError = phoneNumbersError(phoneField, {
            fixedNumber: name,
            mobileNumber: ibanInput,
          });
          if (phoneError !== undefined) {
            expect(['required', 'invalid', 'notMobile']).toContain(phoneError);
          }
        },
      ),
      FUZZ_RUNS,
    );
  });

  it('accepts nothing with markup, control or bidi characters', () => {
    const marked = fc
      .tuple(hostileInput, fc.constantFrom('<', '>', '\u0000', '\u202E', '\u200B'), hostileInput)
      .map(([before, mark, after]) => `${before}${mark}${after}`);
    const strict = RULES.filter(([name]) =>
      ['postcode', 'houseNumber', 'phoneNumber', 'iban', 'isoDate', 'reference'].includes(name),
    );
    fc.assert(
      fc.property(marked, fc.constantFrom(...strict), (input, [, , rule]) => {
        expect(errorOf(rule(input))).toBeDefined();
      }),
      FUZZ_RUNS,
    );
  });
});
