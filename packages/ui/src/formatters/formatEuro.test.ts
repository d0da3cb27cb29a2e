import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatEuro, formatEuroForScreenReader } from './formatEuro.ts';
import { formatNumber } from './formatNumber.ts';

const NBSP = '\u00a0';

describe('formatEuro', () => {
  it.each([
    [1234.56, `€${NBSP}1.234,56`],
    [-1234.56, `€${NBSP}-1.234,56`],
    [0, `€${NBSP}0,00`],
    [-0, `€${NBSP}0,00`],
    [-0.004, `€${NBSP}0,00`],
    [0.005, `€${NBSP}0,01`],
    [10, `€${NBSP}10,00`],
    [1_000_000, `€${NBSP}1.000.000,00`],
    [12.5, `€${NBSP}12,50`],
  ])('formatEuro(%s) is %j', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected);
  });

  it.each([
    [10, `€${NBSP}10,-`],
    [-10, `€${NBSP}-10,-`],
    [1250, `€${NBSP}1.250,-`],
    [10.5, `€${NBSP}10,50`],
  ])('with wholeEurosWithDash formatEuro(%s) is %j', (amount, expected) => {
    expect(formatEuro(amount, { wholeEurosWithDash: true })).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity, '12' as unknown as number, undefined as unknown as number])(
    'returns an empty string for %s',
    (value) => {
      expect(formatEuro(value)).toBe('');
      expect(formatEuroForScreenReader(value)).toBe('');
    },
  );

  it('never throws and never writes € -0,00', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const text = formatEuro(value as number);
        expect(typeof text).toBe('string');
        expect(text).not.toContain('-0,00');
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e12, max: 1e12 }), (value) => {
        expect(formatEuro(value)).toMatch(/^€\u00a0-?\d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });
});

describe('formatEuroForScreenReader', () => {
  it.each([
    [1234.56, '1234 euro en 56 cent'],
    [-1234.56, 'min 1234 euro en 56 cent'],
    [10, '10 euro'],
    [0.56, '56 cent'],
    [0, '0 euro'],
    [-0.001, '0 euro'],
    [1.01, '1 euro en 1 cent'],
  ])('formatEuroForScreenReader(%s) is %j', (amount, expected) => {
    expect(formatEuroForScreenReader(amount)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([
    [1234567.891, undefined, '1.234.567,891'],
    [0.5, { style: 'percent' } as const, '50%'],
    [-0, undefined, '0'],
    [12, { minimumFractionDigits: 2 }, '12,00'],
  ])('formatNumber(%s, %j) is %j', (value, options, expected) => {
    expect(formatNumber(value, options)).toBe(expected);
  });

  it('returns an empty string for non-finite numbers and bad options', () => {
    expect(formatNumber(NaN)).toBe('');
    expect(formatNumber(1, { style: 'currency' })).toBe('');
  });
});
