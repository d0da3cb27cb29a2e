import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherCode } from './rules.ts';

describe('voucherCode', () => {
  it.each([
    ['WELKOM2026', { ok: true, value: 'WELKOM2026' }],
    [' welkom 2026 ', { ok: true, value: 'WELKOM2026' }],
    ['vonk10', { ok: true, value: 'VONK10' }],
    ['', { ok: false, error: 'required' }],
    ['   ', { ok: false, error: 'required' }],
    ['ABC', { ok: false, error: 'format' }],
    ['WELKOM-2026', { ok: false, error: 'format' }],
    ['A'.repeat(21), { ok: false, error: 'format' }],
  ])('%j → %j', (input, result) => {
    expect(voucherCode(input)).toEqual(result);
  });

  it('accepts every code of 4-20 letters and digits however it is typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{4,20}$/), (code) => {
        expect(voucherCode(` ${code.toLowerCase()} `)).toEqual({
          ok: true,
          value: code.toUpperCase(),
        });
      }),
      { numRuns: 1000 },
    );
  });
});
