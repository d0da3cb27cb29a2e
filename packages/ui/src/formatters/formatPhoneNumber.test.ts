import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhoneNumber } from './formatPhoneNumber.ts';

describe('formatPhoneNumber', () => {
  it.each([
    ['0612345678', '06-12345678'],
    ['0201234567', '020-1234567'],
    ['0101234567', '010-1234567'],
    ['0111123456', '0111-123456'],
    ['0591123456', '0591-123456'],
    ['0851234567', '085-1234567'],
    ['0881234567', '088-1234567'],
  ])('%j is shown as %j', (national, shown) => {
    expect(formatPhoneNumber(national)).toBe(shown);
  });

  it.each(['', '06-12345678', '+31612345678', '061234567', 'bel mij'])(
    '%j is not a national number and stays as it is',
    (value) => {
      expect(formatPhoneNumber(value)).toBe(value);
    },
  );

  it('only inserts one dash after the 0 and at most three more digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0\d{9}$/), (national) => {
        const shown = formatPhoneNumber(national);
        expect(shown.replace('-', '')).toBe(national);
        expect(shown).toMatch(/^0\d{1,3}-\d{6,8}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
