import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  phoneNumbersError,
  phoneNumbersInput,
  phoneNumbersText,
  primaryEmailError,
} from './contactDetails.ts';
import type { PhoneNumbersField } from './contactDetails.ts';
import { phoneNumber } from '../fields/phoneNumber.ts';

const RUNS = { numRuns: 1000 };
const FIELDS: PhoneNumbersField[] = ['fixedNumber', 'mobileNumber'];

describe('primaryEmailError', () => {
  it.each([
    ['', 'required'],
    ['jan@', 'invalid'],
    ['jan.jansen@example.nl', 'unchanged'],
    [' Jan.Jansen@EXAMPLE.nl ', 'unchanged'],
    ['jan@vonk.nl', undefined],
    ['<script>@x.nl', 'localPart'],
    ['😀@example.nl', 'localPart'],
    ['jan@gmial.com', undefined],
  ])('%j → %j', (input, error) => {
    expect(primaryEmailError(input, 'jan.jansen@example.nl')).toBe(error);
  });

  it.each([
    ['jan@xn--bcher-kva.nl', 'jan@bücher.nl'],
    ['jan@BÜCHER.nl', 'jan@bücher.nl'],
  ])('%j is the same login name as %j', (input, current) => {
    expect(primaryEmailError(input, current)).toBe('unchanged');
  });

  it('answers a known code or nothing for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.emailAddress(), (a, b) => {
        expect([undefined, 'required', 'invalid', 'localPart', 'tooLong', 'unchanged']).toContain(
          primaryEmailError(a, b),
        );
      }),
      RUNS,
    );
  });
});

describe('phone numbers as text (spec §3, §7.2)', () => {
  it('takes the first number of each kind from the account', () => {
    expect(
      phoneNumbersInput([
        { contactType: 'PhoneNumber', value: '0201234567' },
        { contactType: 'MobilePhoneNumber', value: '0612345678' },
        { contactType: 'MobilePhoneNumber', value: '0687654321' },
      ]),
    ).toEqual({ fixedNumber: '0201234567', mobileNumber: '0612345678' });
    expect(phoneNumbersInput([])).toEqual({ fixedNumber: '', mobileNumber: '' });
  });

  it.each([
    [{ fixedNumber: '', mobileNumber: '' }, 'fixedNumber', 'required'],
    [{ fixedNumber: '', mobileNumber: '' }, 'mobileNumber', undefined],
    [{ fixedNumber: '', mobileNumber: '06 1234 5678' }, 'fixedNumber', undefined],
    [{ fixedNumber: '020 12', mobileNumber: '' }, 'fixedNumber', 'invalid'],
    [{ fixedNumber: '020 123 45 67', mobileNumber: '020 123 45 67' }, 'mobileNumber', 'notMobile'],
    [{ fixedNumber: '+31 20 123 45 67', mobileNumber: '' }, 'fixedNumber', undefined],
  ] as const)('%j, %s → %j', (values, field, error) => {
    expect(phoneNumbersError(field, values)).toBe(error);
  });

  it('sends the valid numbers in national form, fixed first', () => {
    expect(
      phoneNumbersText({ fixedNumber: '020-123 45 67', mobileNumber: '+31 6 1234 5678' }),
    ).toBe('0201234567, 0612345678');
    expect(phoneNumbersText({ fixedNumber: '', mobileNumber: '06 1234 5678' })).toBe('0612345678');
  });

  it('sends only numbers the phone rule accepts, and every field without an error', () => {
    fc.assert(
      fc.property(
        fc.record({
          fixedNumber: fc.oneof(fc.string(), fc.stringMatching(/^0[1-5]\d{8}$/)),
          mobileNumber: fc.oneof(fc.string(), fc.stringMatching(/^06[1-9]\d{7}$/)),
        }),
        (values) => {
          const text = phoneNumbersText(values);
          const sent = text === '' ? [] : text.split(', ');
          for (const number of sent)
            expect(phoneNumber(number)).toEqual({ ok: true, value: number });
          const clean = FIELDS.filter(
            (field) => values[field].trim() !== '' && !phoneNumbersError(field, values),
          );
          expect(sent.length).toBeGreaterThanOrEqual(clean.length);
        },
      ),
      RUNS,
    );
  });
});
