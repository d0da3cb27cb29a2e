import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_VOUCHERS,
  PRODUCT_VOUCHER_TEXTS,
  productVoucher,
  voucherCode,
  voucherDiscount,
} from './rules.ts';

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

describe('productVoucher (a voucher on an add, ADR 080)', () => {
  const today = '2026-11-24';

  it('gives the voucher for a product of its category, however the code is typed', () => {
    const result = productVoucher(' pakket 50 ', 'PremiumPackage', today);
    expect(result).toMatchObject({ ok: true, value: { code: 'PAKKET50', discountPercentage: 50 } });
    expect(productVoucher('PAKKET50', 'ThemePackage', today).ok).toBe(true);
    expect(productVoucher('VEILIG3', 'Security', today).ok).toBe(true);
  });

  it.each([
    ['NOPE1234', 'PremiumPackage', 'unknown'],
    // An account voucher (/abonnementen/vouchers) is no voucher for an add.
    ['WELKOM2026', 'PremiumPackage', 'unknown'],
    ['ZOMER2025', 'PremiumPackage', 'expired'],
    ['PAKKET50', 'Security', 'notForProduct'],
    ['VEILIG3', 'ThemePackage', 'notForProduct'],
  ] as const)('%s on %s → %s', (code, category, problem) => {
    expect(productVoucher(code, category, today)).toEqual({ ok: false, error: problem });
  });

  // ADR 079: the Wi-Fi extender flow shows no code field because no add voucher is for
  // extenders. A voucher for them belongs in this table and in that flow (`voucherFor`) together.
  it('has no voucher for Wi-Fi extenders', () => {
    expect(
      PRODUCT_VOUCHERS.filter((voucher) => voucher.categories.includes('WifiExtender')),
    ).toEqual([]);
    expect(productVoucher('PAKKET50', 'WifiExtender', today)).toEqual({
      ok: false,
      error: 'notForProduct',
    });
  });

  it('runs to its last day and no further', () => {
    expect(productVoucher('ZOMER2025', 'ThemePackage', '2025-08-31').ok).toBe(true);
    expect(productVoucher('ZOMER2025', 'ThemePackage', '2025-09-01')).toEqual({
      ok: false,
      error: 'expired',
    });
  });

  it('says why in Dutch', () => {
    expect(PRODUCT_VOUCHER_TEXTS.unknown()).toBe('Deze kortingscode bestaat niet.');
    expect(PRODUCT_VOUCHER_TEXTS.expired()).toBe('Deze kortingscode is verlopen.');
    expect(PRODUCT_VOUCHER_TEXTS.notForProduct('Film1')).toBe(
      'Deze kortingscode geldt niet voor Film1.',
    );
  });
});

describe('voucherDiscount', () => {
  const pakket = productVoucher('PAKKET50', 'PremiumPackage', '2026-11-24');
  const veilig = productVoucher('VEILIG3', 'Security', '2026-11-24');

  it('takes the percentage off the monthly price of the products it is for, in cents', () => {
    if (!pakket.ok || !veilig.ok) throw new Error('vouchers in the table');
    expect(voucherDiscount(pakket.value, [{ category: 'PremiumPackage', price: 12.5 }])).toBe(6.25);
    // 50% of € 4,95 is € 2,475: rounded to € 2,48 per product, then added.
    expect(
      voucherDiscount(pakket.value, [
        { category: 'ThemePackage', price: 4.95 },
        { category: 'ThemePackage', price: 4.95 },
      ]),
    ).toBe(4.96);
    expect(
      voucherDiscount(veilig.value, [
        { category: 'Security', price: 3 },
        { category: 'Security', price: 5 },
      ]),
    ).toBe(8);
  });

  it('gives nothing on products of other categories', () => {
    if (!pakket.ok) throw new Error('voucher in the table');
    expect(voucherDiscount(pakket.value, [{ category: 'Security', price: 3 }])).toBe(0);
  });
});
