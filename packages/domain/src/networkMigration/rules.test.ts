import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { migrateNetwork } from './orderNetworkMigration.ts';
import { migrationWishDates } from './rules.ts';

describe('migrationWishDates', () => {
  it('offers the earliest date and the three weeks after it; none without an offer', () => {
    expect(migrationWishDates('2026-12-07')).toEqual([
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
    ]);
    expect(migrationWishDates(null)).toEqual([]);
  });
});

describe('migrateNetwork (offer → priced offer → pre-order → order)', () => {
  const request = { selectedInternetProduct: 'Internet Extra', wishDate: '2026-12-07' };
  const clientWith = (respond: Parameters<typeof fakeFetch>[0]) => {
    const fake = fakeFetch(respond);
    const client = createApiClient({
      getAccessToken: async () => 't',
      getCustomerCode: () => null,
      fetch: fake.fetch,
      cookies: () => '',
    });
    return { client, requests: fake.requests };
  };

  it('pre-orders, then orders, and answers the order', async () => {
    const { client, requests } = clientWith((req) =>
      json(req.url.endsWith('/preorder') ? { success: true } : { success: true, orderId: 'O-1' }),
    );
    await expect(migrateNetwork(client, request)).resolves.toEqual({
      success: true,
      orderId: 'O-1',
    });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/networkmigration/preorder',
      '/api/networkmigration',
    ]);
  });

  it('a refused pre-order orders nothing', async () => {
    const { client, requests } = clientWith(() => json({ success: false, message: 'Nee.' }));
    await expect(migrateNetwork(client, request)).resolves.toMatchObject({
      success: false,
      message: 'Nee.',
      orderId: null,
    });
    expect(requests).toHaveLength(1);
  });
});
