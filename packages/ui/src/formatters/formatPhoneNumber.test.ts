import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatPhoneNumber,
  isMobilePhoneNumber,
  isValidDutchPhoneNumber,
  normalisePhoneNumber,
} from './formatPhoneNumber.ts';

describe('phone numbers', () => {
  it.each([
    ['0612345678', '06-12345678', true],
    ['06 12 34 56 78', '06-12345678', true],
    ['+31 6 12345678', '06-12345678', true],
    ['+31 (0)6 12345678', '06-12345678', true],
    ['0031612345678', '06-12345678', true],
    ['0201234567', '020-1234567', false],
    ['020-123 45 67', '020-1234567', false],
    ['+31201234567', '020-1234567', false],
    ['0111123456', '0111-123456', false],
    ['0591123456', '0591-123456', false],
    ['0851234567', '085-1234567', false],
  ])('%j is shown as %j (mobile: %s)', (input, expected, mobile) => {
    expect(isValidDutchPhoneNumber(input)).toBe(true);
    expect(formatPhoneNumber(input)).toBe(expected);
    expect(isMobilePhoneNumber(input)).toBe(mobile);
  });

  it.each([
    '',
    '061234567',
    '06123456789',
    '0800123456',
    '0601234567',
    '+32 2 123 45 67',
    'bel mij',
    '1234567890',
  ])('%j is not a valid Dutch number', (input) => {
    expect(isValidDutchPhoneNumber(input)).toBe(false);
    expect(formatPhoneNumber(input)).toBe('');
  });

  it('normalising is idempotent; a formatted number formats to itself; nothing throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const once = normalisePhoneNumber(value as string);
        expect(normalisePhoneNumber(once)).toBe(once);
        expect(typeof formatPhoneNumber(value as string)).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^06[1-9]\d{7}$/), (mobile) => {
        const shown = formatPhoneNumber(mobile);
        expect(shown).toBe(`06-${mobile.slice(2)}`);
        expect(formatPhoneNumber(shown)).toBe(shown);
        expect(formatPhoneNumber(`+31${mobile.slice(1)}`)).toBe(shown);
      }),
    );
  });
});
