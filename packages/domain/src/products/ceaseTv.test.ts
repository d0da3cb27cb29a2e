import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import { ceaseTv } from './ceaseTv.ts';

const clientWith = (respond: Parameters<typeof fakeClient>[0]) => fakeClient(respond);

describe('ceaseTv (spec §8: TV cease creation returns true on error recovery)', () => {
  it('POSTs the request to /api/products/tv/cease and answers true on success', async () => {
    const { client, requests } = clientWith(() => json({ success: true }));
    await expect(ceaseTv(client, { reason: 'Verhuizing', wishDate: '2026-12-31' })).resolves.toBe(
      true,
    );
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/products/tv/cease', '{"reason":"Verhuizing","wishDate":"2026-12-31"}'],
    ]);
  });

  it('sends an empty object when nothing is given', async () => {
    const { client, requests } = clientWith(() => json({ success: true }));
    await expect(ceaseTv(client)).resolves.toBe(true);
    expect(requests[0]?.body).toBe('{}');
  });

  it('answers false only on an explicit success=false', async () => {
    const { client } = clientWith(() => json({ success: false, message: 'Nee' }));
    await expect(ceaseTv(client, {})).resolves.toBe(false);
  });

  it.each([500, 400, 0])('answers true when the request fails with status %s', async (status) => {
    const { client } = clientWith(() => {
      if (status === 0) throw new TypeError('offline');
      return json({ message: 'kapot' }, status);
    });
    await expect(ceaseTv(client, {})).resolves.toBe(true);
  });

  it('clears the cached orders and subscription', async () => {
    const { client, requests } = clientWith(() => json([]));
    await client.getJson('/api/orders/open');
    await client.getJson('/api/subscription');
    await ceaseTv(client, {});
    await client.getJson('/api/orders/open');
    await client.getJson('/api/subscription');
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(4);
  });
});
