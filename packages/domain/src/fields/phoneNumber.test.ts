import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMobilePhoneNumber, phoneNumber } from './phoneNumber.ts';

const RUNS = { numRuns: 1000 };
/** Valid national numbers: geographic, mobile and non-geographic blocks. */
const national = fc
  .constantFrom('01', '02', '03', '04', '05', '07', '061', '065', '069', '084', '085', '088', '091')
  .chain((prefix) =>
    fc.stringMatching(new RegExp(`^\\d{${10 - prefix.length}}$`)).map((rest) => `${prefix}${rest}`),
  )
  .filter((digits) => /^0(?:[1-57]\d|6[1-9]|8[4578]|91)\d{7}$/.test(digits));

describe('phoneNumber: the one Dutch phone-number rule', () => {
  it.each([
    ['0612345678', '0612345678'],
    ['06 12 34 56 78', '0612345678'],
    ['06-12345678', '0612345678'],
    ['+31 6 12345678', '0612345678'],
    ['+31 (0)6 1234 5678', '0612345678'],
    ['+31(0)20 123 45 67', '0201234567'],
    ['0031 6 1234 5678', '0612345678'],
    ['020-123 45 67', '0201234567'],
    ['(020) 1234567', '0201234567'],
    ['010.123.45.67', '0101234567'],
    ['0591 123456', '0591123456'],
    ['085 123 4567', '0851234567'],
    ['088-1234567', '0881234567'],
    ['0911234567', '0911234567'],
  ])('%j → %j', (input, value) => {
    expect(phoneNumber(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['0000000000', 'invalid'],
    ['0012345678', 'invalid'],
    ['0612345', 'invalid'],
    ['061234567', 'invalid'],
    ['06123456789', 'invalid'],
    ['0601234567', 'invalid'],
    ['0800123456', 'invalid'],
    ['0900123456', 'invalid'],
    ['0612345678a', 'invalid'],
    ['+32 2 123 45 67', 'invalid'],
    ['+44 20 7946 0000', 'invalid'],
    ['1234567890', 'invalid'],
    ['bel mij', 'invalid'],
  ])('%j is refused: %s', (input, error) => {
    expect(phoneNumber(input)).toEqual({ ok: false, error });
  });

  it('tells mobile numbers apart', () => {
    expect(isMobilePhoneNumber('+31 6 1234 5678')).toBe(true);
    expect(isMobilePhoneNumber('020 123 45 67')).toBe(false);
    expect(isMobilePhoneNumber('06 123')).toBe(false);
  });

  it('accepts every valid national number however it is written', () => {
    fc.assert(
      fc.property(
        national,
        fc.constantFrom('', '+31', '0031', '+31 (0)', '+31(0)'),
        fc.constantFrom('', ' ', '-', '.'),
        (digits, country, separator) => {
          const body = country ? digits.slice(1) : digits;
          const typed = `${country}${body.slice(0, 3)}${separator}${body.slice(3, 6)}${separator}${body.slice(6)}`;
          expect(phoneNumber(typed)).toEqual({ ok: true, value: digits });
        },
      ),
      RUNS,
    );
  });

  it('is idempotent and only ever answers a 10-digit number starting 0, not 00', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+\d\s().-]{0,20}$/)), (input) => {
        const result = phoneNumber(input);
        if (result.ok) {
          expect(result.value).toMatch(/^0[1-9]\d{8}$/);
          expect(phoneNumber(result.value)).toEqual(result);
        } else {
          expect(['required', 'invalid']).toContain(result.error);
        }
      }),
      RUNS,
    );
  });
});
