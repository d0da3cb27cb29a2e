import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();

describe('vouchers of the persona kortingscode', () => {
  it('lists WELKOM2026; taking it off once works, a second time is refused in words', async () => {
    const koen = api.as('kortingscode');
    expect(await json(koen.get('/api/vouchers'))).toEqual([
      expect.objectContaining({ voucherCode: 'WELKOM2026', discountPercentage: 50, months: 3 }),
    ]);
    const unapply = () =>
      json(koen.send('POST', '/api/vouchers/unapply', { voucherCode: 'WELKOM2026' }));
    expect(await unapply()).toMatchObject({ success: true });
    expect(await unapply()).toEqual({
      success: false,
      message: 'Deze kortingscode is niet gebruikt.',
      voucher: null,
    });
    expect(await json(koen.get('/api/vouchers'))).toEqual([]);
  });
});

// ADR 123: the apply and an add's voucherName are checked by one rule, so no code is "unknown" in
// one and accepted in the other.
describe('POST /api/vouchers/apply for jan', () => {
  const apply = (voucherCode: string) =>
    json(api.as('jan').send('POST', '/api/vouchers/apply', { voucherCode }));

  it.each([
    ['NOPE1234', 'Deze kortingscode bestaat niet.'],
    ['ZOMER2025', 'Deze kortingscode is verlopen.'],
    [
      'PAKKET50',
      'Deze kortingscode geldt bij het bestellen van een product. Vul hem in bij je bestelling.',
    ],
  ])('refuses %s in words', async (code, message) => {
    expect(await apply(code)).toEqual({ success: false, message, voucher: null });
  });

  it('applies WELKOM2026 as typed, once', async () => {
    expect(await apply(' welkom2026 ')).toMatchObject({
      success: true,
      voucher: { voucherCode: 'WELKOM2026' },
    });
    expect(await apply('WELKOM2026')).toEqual({
      success: false,
      message: 'Deze kortingscode heb je al gebruikt.',
      voucher: null,
    });
  });
});
