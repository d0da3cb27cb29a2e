import { describe, expect, it } from 'vitest';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import { migrateNetwork } from './orderNetworkMigration.ts';
import { migrationQuote, migrationWishDates } from './rules.ts';

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
  const clientWith = (respond: Parameters<typeof fakeClient>[0]) => fakeClient(respond);

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

describe('migrationQuote', () => {
  const offer = {
    eligible: true,
    currentProductName: 'Internet Start',
    products: [],
    earliestWishDate: '2026-12-07',
    preOrdered: false,
  };

  it('prices the new internet against the current one, from the wish date', () => {
    const selection = {
      productName: 'Internet Extra',
      wishDate: '2026-12-14',
      monthlyPrice: 45.5,
      oneOffPrice: 25,
    };
    expect(migrationQuote({ ...offer, selection }, 62.5, 35.5)).toEqual({
      lines: [{ displayName: 'Internet Extra', count: 1, monthly: 45.5, oneOff: 25 }],
      monthlyIncrease: 10,
      newMonthly: 72.5,
      oneOff: 25,
      startDate: '2026-12-14',
    });
  });

  it('is null while the offer is not priced', () => {
    expect(migrationQuote({ ...offer, selection: null }, 62.5, 35.5)).toBeNull();
  });
});
