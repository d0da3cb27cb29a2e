import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIban, isValidIban, normaliseIban } from './formatIban.ts';

const VALID = [
  ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
  ['nl91 abna 0417 1643 00', 'NL91 ABNA 0417 1643 00'],
  ['  NL91ABNA 0417164300 ', 'NL91 ABNA 0417 1643 00'],
  ['NL20INGB0001234567', 'NL20 INGB 0001 2345 67'],
  ['BE68539007547034', 'BE68 5390 0754 7034'],
  ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
  ['GB82WEST12345698765432', 'GB82 WEST 1234 5698 7654 32'],
] as const;

describe('IBAN', () => {
  it.each(VALID)('%j is valid and shown as %j', (input, expected) => {
    expect(isValidIban(input)).toBe(true);
    expect(formatIban(input)).toBe(expected);
  });

  it.each([
    '',
    'NL91ABNA0417164301', // check digits do not match
    'NL91ABNA041716430', // too short
    'NL91ABNA04171643000', // too long
    'XX91ABNA0417164300', // unknown country
    'NL91-ABNA-0417-1643-00', // dashes are not spaces
    'NL91ABN10417164300',
  ])('%j is not valid and formats to an empty string', (input) => {
    expect(isValidIban(input)).toBe(false);
    expect(formatIban(input)).toBe('');
  });

  it('normalises idempotently and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const once = normaliseIban(value as string);
        expect(normaliseIban(once)).toBe(once);
        expect(typeof formatIban(value as string)).toBe('string');
        expect(typeof isValidIban(value as string)).toBe('boolean');
      }),
    );
  });

  it('formatting keeps the IBAN valid and normalises back to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID.map(([iban]) => iban)), (iban) => {
        const shown = formatIban(iban);
        expect(isValidIban(shown)).toBe(true);
        expect(normaliseIban(shown)).toBe(normaliseIban(iban));
        expect(formatIban(shown)).toBe(shown);
      }),
    );
  });

  it('fails when any single digit is changed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VALID.map(([iban]) => normaliseIban(iban))),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (iban, at, delta) => {
          const digitPositions = [...iban].flatMap((char, index) =>
            /\d/.test(char) ? [index] : [],
          );
          const position = digitPositions[at % digitPositions.length]!;
          const changed = String((Number(iban[position]) + delta) % 10);
          const broken = iban.slice(0, position) + changed + iban.slice(position + 1);
          expect(isValidIban(broken)).toBe(false);
        },
      ),
    );
  });

  it('accepts a generated Dutch IBAN with correct check digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{4}$/),
        fc.stringMatching(/^\d{10}$/),
        (bank, account) => {
          const numeric = [...`${bank}${account}NL00`]
            .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
            .join('');
          const check = 98 - Number(BigInt(numeric) % 97n);
          const iban = `NL${String(check).padStart(2, '0')}${bank}${account}`;
          expect(isValidIban(iban)).toBe(true);
          expect(formatIban(iban.toLowerCase())).toMatch(/^NL\d{2} [A-Z]{4} \d{4} \d{4} \d{2}$/);
        },
      ),
    );
  });
});
