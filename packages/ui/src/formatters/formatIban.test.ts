import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIban } from './formatIban.ts';

describe('formatIban', () => {
  it.each([
    ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
    ['nl91 abna 0417 1643 00', 'NL91 ABNA 0417 1643 00'],
    ['BE68539007547034', 'BE68 5390 0754 7034'],
    ['', ''],
  ])('%j is shown as %j', (iban, shown) => {
    expect(formatIban(iban)).toBe(shown);
  });

  it('groups in fours without changing a character and formats its own output to itself', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/), (iban) => {
        const shown = formatIban(iban);
        expect(shown.replace(/ /g, '')).toBe(iban);
        expect(shown.split(' ').every((group) => group.length >= 1 && group.length <= 4)).toBe(
          true,
        );
        expect(formatIban(shown)).toBe(shown);
      }),
      { numRuns: 1000 },
    );
  });
});
