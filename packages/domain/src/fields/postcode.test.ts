import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { postcode } from './postcode.ts';

const RUNS = { numRuns: 1000 };

describe('postcode', () => {
  it.each([
    ['1234 AB', '1234 AB'],
    ['1234ab', '1234 AB'],
    [' 3511  lx ', '3511 LX'],
    ['9711LV', '9711 LV'],
  ])('%j → %j', (input, value) => {
    expect(postcode(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['0123 AB', 'invalid'],
    ['123 AB', 'invalid'],
    ['12345 AB', 'invalid'],
    ['1234 A', 'invalid'],
    ['1234 SS', 'invalid'],
    ['1234 sa', 'invalid'],
    ['1234 SD', 'invalid'],
    ['1234-AB', 'invalid'],
    ['B-1000', 'invalid'],
  ])('%j is refused: %s', (input, error) => {
    expect(postcode(input)).toEqual({ ok: false, error });
  });

  it('accepts every issued postcode in any case and spacing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc
          .stringMatching(/^[A-Za-z]{2}$/)
          .filter((l) => !['SA', 'SD', 'SS'].includes(l.toUpperCase())),
        fc.constantFrom('', ' ', '  '),
        (digits, letters, gap) => {
          expect(postcode(`${digits}${gap}${letters}`)).toEqual({
            ok: true,
            value: `${digits} ${letters.toUpperCase()}`,
          });
        },
      ),
      RUNS,
    );
  });

  it('answers only "1234 AB" shapes, idempotently', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = postcode(input);
        if (result.ok) {
          expect(result.value).toMatch(/^[1-9]\d{3} [A-Z]{2}$/);
          expect(postcode(result.value)).toEqual(result);
        }
      }),
      RUNS,
    );
  });
});
