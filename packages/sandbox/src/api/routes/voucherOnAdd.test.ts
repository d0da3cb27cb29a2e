import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// POST /api/products/add {products: [{name, voucherName}]} (spec §3, §7.2; ADR 080): the sandbox
// checks each product's voucher with the contract's rule and refuses in Dutch, at the field.
let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();
const add = (login: string, products: { name: string; voucherName?: string | null }[]) =>
  json(api.as(login).send('POST', '/api/products/add', { products }));
const packages = async (login: string) =>
  ((await json(api.as(login).get('/api/subscription'))) as { currentPremiumPackages: unknown[] })
    .currentPremiumPackages;

describe('a voucher on an add', () => {
  it('orders Film1 for piet with PAKKET50, as typed', async () => {
    expect(await add('piet', [{ name: 'Film1', voucherName: ' pakket50 ' }])).toEqual({
      success: true,
      orderId: expect.stringMatching(/^ORD-/),
    });
    expect(await packages('piet')).toContainEqual(expect.objectContaining({ name: 'Film1' }));
  });

  it('orders without a voucher when none is given (null or absent)', async () => {
    expect(await add('piet', [{ name: 'Film1', voucherName: null }])).toMatchObject({
      success: true,
    });
  });

  it.each([
    ['NOPE1234', 'Deze kortingscode bestaat niet.'],
    ['ZOMER2025', 'Deze kortingscode is verlopen.'],
    ['VEILIG3', 'Deze kortingscode geldt niet voor Film1.'],
    // A subscription voucher exists (the vouchers page applies it): said where it applies (ADR 123).
    [
      'WELKOM2026',
      'Deze kortingscode geldt voor je abonnement, niet voor een bestelling. Gebruik hem bij Kortingscodes.',
    ],
  ])('refuses %s at the field and orders nothing', async (voucherName, message) => {
    const before = (await packages('piet')).length;
    expect(await add('piet', [{ name: 'Film1', voucherName }])).toEqual({
      success: false,
      message,
      field: 'voucherName',
      orderId: null,
    });
    expect(await packages('piet')).toHaveLength(before);
  });
});
