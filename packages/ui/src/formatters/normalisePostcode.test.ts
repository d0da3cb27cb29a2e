import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPostcode, normalisePostcode } from './normalisePostcode.ts';

describe('postcode', () => {
  it.each([
    ['1234ab', '1234 AB', true],
    ['1234 AB', '1234 AB', true],
    [' 1234  ab ', '1234 AB', true],
    ['9999ZZ', '9999 ZZ', true],
    ['0123AB', '0123 AB', false],
    ['1234SA', '1234 SA', false],
    ['1234 sd', '1234 SD', false],
    ['1234ss', '1234 SS', false],
    ['1234', '1234', false],
    ['12345AB', '12345AB', false],
    ['ABCD 12', 'ABCD 12', false],
    ['', '', false],
  ])('%j normalises to %j (valid: %s)', (input, normalised, valid) => {
    expect(normalisePostcode(input)).toBe(normalised);
    expect(isValidPostcode(input)).toBe(valid);
  });

  it('normalising twice is normalising once, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^\s*\d{4}\s*[a-zA-Z]{2}\s*$/)),
        (value) => {
          const once = normalisePostcode(value);
          expect(normalisePostcode(once)).toBe(once);
          expect(isValidPostcode(once)).toBe(isValidPostcode(value));
        },
      ),
    );
    fc.assert(fc.property(fc.anything(), (value) => void normalisePostcode(value as string)));
  });

  it('accepts every postcode in the Dutch range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.stringMatching(/^[A-RT-Z][A-Z]$/),
        (digits, letters) => {
          expect(isValidPostcode(`${digits}${letters.toLowerCase()}`)).toBe(true);
        },
      ),
    );
  });
});
