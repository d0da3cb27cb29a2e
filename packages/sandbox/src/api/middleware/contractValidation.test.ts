import { describe, expect, it, vi } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

const json = async (response: Response | Promise<Response>) => (await response).json();

describe('the contract at the sandbox edge', () => {
  it('answers 400 naming the field when a write body breaks its schema', async () => {
    const jan = inProcessApi().as('jan');
    const response = await jan.send('POST', '/api/orders/shippingaddress', { orderId: 42 });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/orderId/);
  });

  it('takes a JSON write as JSON only and the phone numbers as text only: 415 otherwise (issue #31)', async () => {
    const jan = inProcessApi().as('jan');
    const address = { orderId: 'x', shippingAddress: {} };
    const asText = await jan.send('POST', '/api/orders/shippingaddress', address, 'text/plain');
    expect(asText.status).toBe(415);
    expect((await asText.json()).message).toBe(
      'POST /api/orders/shippingaddress takes application/json',
    );
    const phones = await jan.send('POST', '/api/account/setPhoneNumbers', '0612345678');
    expect(phones.status).toBe(415);
    const asPlain = await jan.send(
      'POST',
      '/api/account/setPhoneNumbers',
      '0612345678',
      'text/plain',
    );
    expect(asPlain.status).not.toBe(415);
  });

  it('fails loudly (500, the field named) when a fixture drifts from the contract', async () => {
    const api = inProcessApi();
    const drifted = api.store.byLogin('jan')!;
    (drifted.account as unknown as { magentaAlias: unknown }).magentaAlias = 42;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await api.as('jan').get('/api/account');
    expect(response.status).toBe(500);
    expect((await json(response)).message).toMatch(
      /GET \/api\/account breaks the contract.*magentaAlias/,
    );
    expect(error).toHaveBeenCalled();
  });

  it('passes an answer that matches', async () => {
    expect((await inProcessApi().as('jan').get('/api/account')).status).toBe(200);
  });
});
