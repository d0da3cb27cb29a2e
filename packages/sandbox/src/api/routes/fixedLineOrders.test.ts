import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// POST /api/products/voip (issue #14, ADR 066): a first line, a second, never a third.
let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();
type Subscription = {
  currentPrimaryVoipProduct: { name: string; wishDate: string | null } | null;
  currentSecondaryVoipProduct: { name: string } | null;
};

describe('ordering fixed calling', () => {
  it('gives sanne (internet only) her first line and an open ProductAdd order', async () => {
    const sanne = api.as('sanne');
    const result = await json(
      sanne.send('POST', '/api/products/voip', { name: 'Vast bellen Basis' }),
    );
    expect(result).toEqual({ success: true, orderId: expect.stringMatching(/^ORD-/) });
    const subscription = (await json(sanne.get('/api/subscription'))) as Subscription;
    expect(subscription.currentPrimaryVoipProduct).toMatchObject({ name: 'Vast bellen Basis' });
    expect(subscription.currentSecondaryVoipProduct).toBeNull();
    const [order] = (await json(sanne.get('/api/orders/open'))) as {
      items: { orderType: string; products: { productName: string }[] }[];
    }[];
    expect(order?.items).toEqual([
      { orderType: 'ProductAdd', products: [{ productName: 'Vast bellen Basis' }] },
    ]);
  });

  it('adds a second line beside storing’s first', async () => {
    const storing = api.as('storing');
    await storing.send('POST', '/api/products/voip', { name: 'Vast bellen Onbeperkt' });
    const subscription = (await json(storing.get('/api/subscription'))) as Subscription;
    expect(subscription.currentSecondaryVoipProduct).toMatchObject({
      name: 'Vast bellen Onbeperkt',
    });
  });

  it('refuses a third line (kees), in Dutch, and orders nothing', async () => {
    const kees = api.as('kees');
    const result = await json(
      kees.send('POST', '/api/products/voip', { name: 'Vast bellen Basis' }),
    );
    expect(result).toMatchObject({ success: false, orderId: null });
    expect((result as { message: string }).message).toMatch(/^Je hebt al /);
  });

  it('refuses number porting as a line: it is asked for on the line', async () => {
    const result = await json(
      api.as('sanne').send('POST', '/api/products/voip', { name: 'Nummerbehoud' }),
    );
    expect(result).toEqual({
      success: false,
      message: 'Nummerbehoud vraag je aan bij je telefoonlijn, onder Instellingen.',
      orderId: null,
    });
  });

  it('a completed order no longer blocks a cease: the line is in service (test control)', async () => {
    const sanne = api.as('sanne');
    await sanne.send('POST', '/api/products/voip', { name: 'Vast bellen Basis' });
    const complete = await api.app.request('/__sandbox/orders/sanne/complete', { method: 'POST' });
    expect(await complete.json()).toEqual({ completed: 1 });
    expect(await json(sanne.get('/api/orders/open/any'))).toBe(false);
    const subscription = (await json(sanne.get('/api/subscription'))) as {
      currentPrimaryVoipProduct: { inServiceDate: string | null };
    };
    expect(subscription.currentPrimaryVoipProduct.inServiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
