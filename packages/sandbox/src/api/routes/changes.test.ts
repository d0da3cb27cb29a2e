import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';
import { UNKNOWN_ADDRESS } from './move.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('network migration', () => {
  it('offers piet the new network, prices a choice, pre-orders and orders it', async () => {
    const piet = api.as('piet');
    const wishDate = inDays(30);
    const offer = await json(
      piet.get(
        `/api/changeoffer/networkmigration?selectedInternetProduct=Internet%20Extra&wishDate=${wishDate}`,
      ),
    );
    expect(offer).toMatchObject({
      eligible: true,
      currentProductName: 'Internet Start',
      selection: { productName: 'Internet Extra', wishDate, monthlyPrice: 55 },
      preOrdered: false,
    });
    const request = { selectedInternetProduct: 'Internet Extra', wishDate };
    expect(
      await json(
        piet.send('POST', '/api/networkmigration/preorder', { ...request, wishDate: inDays(1) }),
      ),
    ).toMatchObject({ success: false });
    expect(await json(piet.send('POST', '/api/networkmigration/preorder', request))).toEqual({
      success: true,
    });
    const result = await json(piet.send('POST', '/api/networkmigration', request));
    expect(await json(piet.get(`/api/orders/${result.orderId}`))).toMatchObject({
      wishDate,
      items: [{ orderType: 'NetworkMigration' }],
    });
    expect(await json(piet.get('/api/changeoffer/networkmigration'))).toMatchObject({
      eligible: false,
      products: [],
    });
  });

  it('is not needed for jan', async () => {
    const result = await json(
      api.as('jan').send('POST', '/api/networkmigration', {
        selectedInternetProduct: 'Internet Giga',
        wishDate: inDays(30),
      }),
    );
    expect(result).toMatchObject({ success: false, orderId: null });
  });
});

describe('move', () => {
  const address = {
    street: 'Grote Markt',
    houseNumber: 2,
    houseNumberAddition: 'bis',
    postalCode: '9711 LV',
    city: 'Groningen',
  };

  it('plans a move to a known address and refuses an unknown one with the spec text', async () => {
    const jan = api.as('jan');
    expect(
      await json(
        jan.send('POST', '/api/move', {
          address: { ...address, houseNumber: 3 },
          moveDate: inDays(20),
        }),
      ),
    ).toMatchObject({
      success: false,
      message: UNKNOWN_ADDRESS,
    });
    expect(UNKNOWN_ADDRESS).toBe(
      'De combinatie van postcode, huisnummer en toevoeging is onbekend.',
    );
    const result = await json(jan.send('POST', '/api/move', { address, moveDate: inDays(20) }));
    expect(await json(jan.get('/api/move/address'))).toEqual({
      address,
      moveDate: inDays(20),
      orderId: result.orderId,
    });
  });
});

describe('vouchers and credits', () => {
  it('applies a voucher once and unapplies it', async () => {
    const sanne = api.as('sanne');
    expect(
      await json(sanne.send('POST', '/api/vouchers/apply', { voucherCode: 'welkom2026' })),
    ).toMatchObject({ success: true });
    expect(
      await json(sanne.send('POST', '/api/vouchers/apply', { voucherCode: 'WELKOM2026' })),
    ).toMatchObject({ success: false });
    expect(
      await json(sanne.send('POST', '/api/vouchers/apply', { voucherCode: 'GRATIS' })),
    ).toMatchObject({ success: false });
    expect(
      await json(sanne.send('POST', '/api/vouchers/unapply', { voucherCode: 'WELKOM2026' })),
    ).toMatchObject({ success: true });
    expect(await json(sanne.get('/api/vouchers'))).toEqual([]);
  });

  it('lists the outage compensation of storing', async () => {
    expect(await json(api.as('storing').get('/api/credits/CR-5001'))).toMatchObject({
      amount: 5,
      status: 'Pending',
    });
    expect((await api.as('storing').get('/api/credits/CR-0')).status).toBe(404);
  });
});

describe('invoice downloads', () => {
  it('zips several invoices named by a repeated query parameter', async () => {
    const response = await api
      .as('piet')
      .get('/api/invoices/pdf?invoiceIds=inv-2026100004&invoiceIds=inv-2026090004');
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).toContain('factuur-2026100004.pdf');
    expect(text).toContain('factuur-2026090004.pdf');
    expect((await api.as('piet').get('/api/invoices/pdf?invoiceIds=inv-2026110001')).status).toBe(
      404,
    );
    expect((await api.as('piet').get('/api/invoices/pdf')).status).toBe(400);
  });
});
