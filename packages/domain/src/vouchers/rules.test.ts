import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductCategory } from '../products/schema.ts';
import {
  appliedVoucher,
  checkVoucher,
  VOUCHER_TEXTS,
  VOUCHERS,
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

describe('checkVoucher: one catalogue for the subscription and for an add (ADR 080, 123)', () => {
  const today = '2026-11-24';
  const subscription = { on: 'subscription' } as const;
  const order = (category: ProductCategory) => ({ on: 'order', category }) as const;

  it.each([
    // The same code gets the same verdict wherever it is typed: known, and where it applies.
    ['WELKOM2026', subscription, 'ok'],
    [' welkom 2026 ', subscription, 'ok'],
    ['VONK10', subscription, 'ok'],
    ['WELKOM2026', order('PremiumPackage'), 'subscriptionOnly'],
    ['PAKKET50', order('PremiumPackage'), 'ok'],
    [' pakket 50 ', order('ThemePackage'), 'ok'],
    ['VEILIG3', order('Security'), 'ok'],
    ['PAKKET50', subscription, 'orderOnly'],
    ['PAKKET50', order('Security'), 'notForProduct'],
    ['VEILIG3', order('ThemePackage'), 'notForProduct'],
    ['ZOMER2025', order('PremiumPackage'), 'expired'],
    ['ZOMER2025', subscription, 'expired'],
    ['NOPE1234', subscription, 'unknown'],
    ['NOPE1234', order('PremiumPackage'), 'unknown'],
  ] as const)('%s on %j → %s', (code, use, verdict) => {
    const result = checkVoucher(code, use, today);
    expect(result.ok ? 'ok' : result.error).toBe(verdict);
  });

  it('gives what the voucher is, as typed codes are sent', () => {
    expect(checkVoucher(' pakket 50 ', order('PremiumPackage'), today)).toMatchObject({
      ok: true,
      value: { code: 'PAKKET50', discountPercentage: 50 },
    });
  });

  // ADR 079: the Wi-Fi extender flow shows no code field because no add voucher is for
  // extenders. A voucher for them belongs in this table and in that flow (`voucherFor`) together.
  it('has no voucher for Wi-Fi extenders', () => {
    expect(
      VOUCHERS.filter(
        (voucher) =>
          voucher.appliesTo !== 'subscription' && voucher.appliesTo.includes('WifiExtender'),
      ),
    ).toEqual([]);
    expect(checkVoucher('PAKKET50', order('WifiExtender'), today)).toEqual({
      ok: false,
      error: 'notForProduct',
    });
  });

  it('runs to its last day and no further', () => {
    expect(checkVoucher('ZOMER2025', order('ThemePackage'), '2025-08-31').ok).toBe(true);
    expect(checkVoucher('ZOMER2025', order('ThemePackage'), '2025-09-01')).toEqual({
      ok: false,
      error: 'expired',
    });
  });

  it('says why in Dutch, and where a code that exists does apply', () => {
    expect(VOUCHER_TEXTS.unknown()).toBe('Deze kortingscode bestaat niet.');
    expect(VOUCHER_TEXTS.expired()).toBe('Deze kortingscode is verlopen.');
    expect(VOUCHER_TEXTS.notForProduct('Film1')).toBe('Deze kortingscode geldt niet voor Film1.');
    expect(VOUCHER_TEXTS.subscriptionOnly()).toBe(
      'Deze kortingscode geldt voor je abonnement, niet voor een bestelling. Gebruik hem bij Kortingscodes.',
    );
    expect(VOUCHER_TEXTS.orderOnly()).toBe(
      'Deze kortingscode geldt bij het bestellen van een product. Vul hem in bij je bestelling.',
    );
  });

  it('lists an applied voucher as GET /api/vouchers does', () => {
    expect(appliedVoucher(VOUCHERS[0]!)).toEqual({
      voucherCode: 'WELKOM2026',
      description: '3 maanden 50% korting op internet',
      discountPercentage: 50,
      months: 3,
    });
  });
});

describe('voucherDiscount', () => {
  const pakket = checkVoucher(
    'PAKKET50',
    { on: 'order', category: 'PremiumPackage' },
    '2026-11-24',
  );
  const veilig = checkVoucher('VEILIG3', { on: 'order', category: 'Security' }, '2026-11-24');

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
