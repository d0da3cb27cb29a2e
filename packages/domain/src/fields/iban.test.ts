import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactIban, iban } from './iban.ts';

const RUNS = { numRuns: 1000 };

/** Gives a Dutch bank account its check digits (ISO 13616). */
function dutchIban(bank: string, account: string): string {
  const digits = `${bank}${account}NL00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `NL${String(check).padStart(2, '0')}${bank}${account}`;
}
const dutch = fc
  .tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.stringMatching(/^\d{10}$/))
  .map(([bank, account]) => dutchIban(bank, account));

describe('iban', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91ABNA0417164300'],
    ['nl91 abna 0417 1643 00', 'NL91ABNA0417164300'],
    [' NL91 ABNA 0417 1643 00 ', 'NL91ABNA0417164300'],
    ['BE68 5390 0754 7034', 'BE68539007547034'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
  ])('%j → %j', (input, value) => {
    expect(iban(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['NL91ABNA0417164301', 'invalid'],
    ['NL91ABNA041716430', 'invalid'],
    ['NL91AB1A0417164300', 'invalid'],
    ['XX91ABNA0417164300', 'invalid'],
    ['NL91-ABNA-0417-1643-00', 'invalid'],
    ['0417164300', 'invalid'],
  ])('%j is refused: %s', (input, error) => {
    expect(iban(input)).toEqual({ ok: false, error });
  });

  it('accepts every Dutch IBAN with its check digits, in any case and spacing', () => {
    fc.assert(
      fc.property(dutch, fc.boolean(), (value, spaced) => {
        const typed = spaced ? value.replace(/(.{4})/g, '$1 ').toLowerCase() : value;
        expect(iban(typed)).toEqual({ ok: true, value });
      }),
      RUNS,
    );
  });

  it('refuses a Dutch IBAN with one digit changed (mod-97 catches single errors)', () => {
    fc.assert(
      fc.property(
        dutch,
        fc.integer({ min: 8, max: 17 }),
        fc.integer({ min: 1, max: 9 }),
        (value, at, add) => {
          const digit = (Number(value[at]) + add) % 10;
          const changed = `${value.slice(0, at)}${digit}${value.slice(at + 1)}`;
          expect(iban(changed).ok).toBe(false);
        },
      ),
      RUNS,
    );
  });

  it('answers only compact upper-case values, idempotently', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = iban(input);
        if (result.ok) {
          expect(result.value).toBe(compactIban(result.value));
          expect(iban(result.value)).toEqual(result);
        }
      }),
      RUNS,
    );
  });
});
