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
