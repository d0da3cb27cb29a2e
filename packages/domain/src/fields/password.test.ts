import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  newPassword,
  passwordRequirements,
  passwordStrength,
} from './password.ts';

const RUNS = { numRuns: 1000 };

describe('newPassword: the new-password rule', () => {
  it.each([
    ['Zomer2026', 'Zomer2026'],
    ['Welkom!!', 'Welkom!!'],
    ['lange Zin met spaties.', 'lange Zin met spaties.'],
    ['Ölmühle#1', 'Ölmühle#1'],
  ])('%j is a good new password', (input, value) => {
    expect(newPassword(input, 'welkom')).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['Kort1', 'length'],
    ['zomer2026', 'upperAndLower'],
    ['ZOMER2026', 'upperAndLower'],
    ['ZomerZomer', 'digitOrSign'],
    ['Zomer 2026 '.padEnd(PASSWORD_MAX_LENGTH + 1, 'x'), 'tooLong'],
  ])('%j is refused: %s', (input, error) => {
    expect(newPassword(input)).toEqual({ ok: false, error });
  });

  it('refuses the current password', () => {
    expect(newPassword('Zomer2026', 'Zomer2026')).toEqual({ ok: false, error: 'sameAsCurrent' });
  });

  it('lists what is met as the person types', () => {
    expect(passwordRequirements('')).toEqual({
      length: false,
      upperAndLower: false,
      digitOrSign: false,
    });
    expect(passwordRequirements('zomer')).toEqual({
      length: false,
      upperAndLower: false,
      digitOrSign: false,
    });
    expect(passwordRequirements('Zomer2')).toEqual({
      length: false,
      upperAndLower: true,
      digitOrSign: true,
    });
    expect(passwordRequirements('Zomer2026')).toEqual({
      length: true,
      upperAndLower: true,
      digitOrSign: true,
    });
  });

  it.each([
    ['', 'weak'],
    ['zomer2026', 'weak'],
    ['Zomer2026', 'fair'],
    ['Zomer2026!abc', 'strong'],
    ['dit is een Lange zin.', 'strong'],
  ])('%j is %s', (input, strength) => {
    expect(passwordStrength(input)).toBe(strength);
  });

  it('never throws and answers a known code for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string(), (input, current) => {
        const result = newPassword(input, current);
        if (result.ok) expect(result.value).toBe(input);
        else
          expect([
            'required',
            'length',
            'upperAndLower',
            'digitOrSign',
            'tooLong',
            'sameAsCurrent',
          ]).toContain(result.error);
      }),
      RUNS,
    );
  });

  it('accepts exactly the passwords that meet every requirement and fit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 80 }), (input) => {
        const met = Object.values(passwordRequirements(input)).every(Boolean);
        const fits = [...input].length <= PASSWORD_MAX_LENGTH;
        expect(newPassword(input).ok).toBe(met && fits);
      }),
      RUNS,
    );
  });

  it('is never weak once accepted, and never more than weak when refused for a requirement', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (input) => {
        const result = newPassword(input);
        if (result.ok) expect(passwordStrength(input)).not.toBe('weak');
        else if (result.error !== 'tooLong') expect(passwordStrength(input)).toBe('weak');
      }),
      RUNS,
    );
  });

  it('gets no weaker when a character is added to an accepted password', () => {
    const order = { weak: 0, fair: 1, strong: 2 };
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: PASSWORD_MIN_LENGTH, maxLength: 40 }),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
        (input, extra) => {
          fc.pre(newPassword(input).ok);
          expect(order[passwordStrength(input + extra)]).toBeGreaterThanOrEqual(
            order[passwordStrength(input)],
          );
        },
      ),
      RUNS,
    );
  });
});
