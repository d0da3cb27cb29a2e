import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// Wi-Fi extenders (issue #14, ADR 079): add up to three with internet, remove what you have.
let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();
const add = (count: number) => ({
  products: Array.from({ length: count }, () => ({ name: 'Wifi-versterker', voucherName: null })),
});

describe('Wi-Fi extenders', () => {
  it('lists the extender product, marked current for who has one', async () => {
    expect(await json(api.as('versterker').get('/api/products/wifiextender'))).toEqual([
      expect.objectContaining({ name: 'Wifi-versterker', price: 5, current: true }),
    ]);
    expect(await json(api.as('sanne').get('/api/products/wifiextender'))).toEqual([
      expect.objectContaining({ name: 'Wifi-versterker', current: false }),
    ]);
  });

  it('adds a third, shipped to the given address, and refuses a fourth', async () => {
    const vera = api.as('versterker');
    const shippingAddress = {
      street: 'Damrak',
      houseNumber: 1,
      houseNumberAddition: 'A',
      postalCode: '1012 LG',
      city: 'Amsterdam',
    };
    const result = await json(
      vera.send('POST', '/api/products/add', { ...add(1), shippingAddress }),
    );
    expect(result).toEqual({ success: true, orderId: expect.any(String) });
    expect(await json(vera.get(`/api/orders/${result.orderId}`))).toMatchObject({
      status: 'Open',
      items: [{ orderType: 'ProductAdd', products: [{ productName: 'Wifi-versterker' }] }],
      shippingAddress: { postalCode: '1012 LG', houseNumberAddition: 'A' },
    });
    expect((await json(vera.get('/api/subscription'))).currentWifiExtenders).toHaveLength(3);
    expect(await json(vera.send('POST', '/api/products/add', add(1)))).toEqual({
      success: false,
      message: 'Je kunt maximaal 3 wifi-versterkers hebben.',
      orderId: null,
    });
  });

  it('refuses more than three in one order, and any without internet', async () => {
    expect(await json(api.as('sanne').send('POST', '/api/products/add', add(4)))).toMatchObject({
      success: false,
      message: 'Je kunt maximaal 3 wifi-versterkers hebben.',
    });
    expect((await json(api.as('sanne').get('/api/subscription'))).currentWifiExtenders).toEqual([]);
    expect(await json(api.as('opgezegd').send('POST', '/api/products/add', add(1)))).toMatchObject({
      success: false,
      message: 'Een wifi-versterker kan alleen met internet.',
    });
  });

  it('removes one: a ProductDelete order, one left', async () => {
    const vera = api.as('versterker');
    const result = await json(
      vera.send('POST', '/api/products/cease', {
        products: [{ name: 'Wifi-versterker', technicalId: 'WFX-3902' }],
      }),
    );
    expect(result).toEqual({ success: true, orderId: expect.any(String) });
    expect(await json(vera.get(`/api/orders/${result.orderId}`))).toMatchObject({
      items: [{ orderType: 'ProductDelete', products: [{ productName: 'Wifi-versterker' }] }],
    });
    expect(
      (await json(vera.get('/api/subscription'))).currentWifiExtenders.map(
        (product: { technicalId: string }) => product.technicalId,
      ),
    ).toEqual(['WFX-3901']);
  });

  it('cannot remove what the customer does not have, nor while a contract runs', async () => {
    const body = { products: [{ name: 'Wifi-versterker', technicalId: 'WFX-1001' }] };
    expect((await api.as('versterker').send('POST', '/api/products/cease', body)).status).toBe(400);
    expect(await json(api.as('jan').send('POST', '/api/products/cease', body))).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Je kan nu niet online opzeggen\. Je contract loopt nog/),
    });
  });
});
