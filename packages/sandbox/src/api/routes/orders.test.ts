import { beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();

describe('orders', () => {
  it('pages the completed orders of jan by 10', async () => {
    const first = await json(api.as('jan').get('/api/orders/completed/1/10'));
    const second = await json(api.as('jan').get('/api/orders/completed/2/10'));
    expect(first).toMatchObject({ page: 1, size: 10, totalCount: 11 });
    expect(first.orders).toHaveLength(10);
    expect(second.orders.map((order: { id: string }) => order.id)).toEqual(['ORD-1001']);
    expect((await api.as('jan').get('/api/orders/completed/0/10')).status).toBe(400);
  });

  it('lists open orders and answers whether there is any', async () => {
    expect(await json(api.as('jan').get('/api/orders/open/any'))).toBe(true);
    expect(await json(api.as('sanne').get('/api/orders/open/any'))).toBe(false);
    expect(await json(api.as('jan').get('/api/orders/open'))).toEqual([personas.jan.orders[0]]);
  });

  it('gives the running initial order of a new customer only', async () => {
    expect(await json(api.as('nieuw').get('/api/orders/initial'))).toMatchObject({
      id: 'ORD-3001',
      status: 'InProgress',
    });
    expect(await json(api.as('jan').get('/api/orders/initial'))).toBeNull();
  });

  it('finds an order by id and the security partner history', async () => {
    expect(await json(api.as('jan').get('/api/orders/ORD-1007'))).toMatchObject({
      items: [{ orderType: 'ProductAdd' }],
    });
    expect((await api.as('jan').get('/api/orders/ORD-9999')).status).toBe(404);
    const history = await json(
      api.as('jan').get('/api/orders/productOrderHistory?PartnerName=F-Secure'),
    );
    expect(history.map((order: { id: string }) => order.id)).toEqual(['ORD-1011']);
  });

  it('changes the shipping address of an open order only', async () => {
    const shippingAddress = {
      street: 'Damrak',
      houseNumber: 1,
      houseNumberAddition: 'A',
      postalCode: '1012lg',
      city: 'Amsterdam',
    };
    const jan = api.as('jan');
    expect(
      await json(
        jan.send('POST', '/api/orders/shippingaddress', { orderId: 'ORD-1012', shippingAddress }),
      ),
    ).toEqual({ success: true });
    expect((await json(jan.get('/api/orders/ORD-1012'))).shippingAddress).toEqual({
      ...shippingAddress,
      postalCode: '1012 LG',
    });
    expect(
      await json(
        jan.send('POST', '/api/orders/shippingaddress', { orderId: 'ORD-1007', shippingAddress }),
      ),
    ).toMatchObject({
      success: false,
    });
    expect(
      (await jan.send('POST', '/api/orders/shippingaddress', { orderId: 'ORD-1012' })).status,
    ).toBe(400);
  });
});

describe('a shipping address that arrives as the order is packed (persona ingepakt)', () => {
  it('is refused in words, and the order is not changeable from then on', async () => {
    const ingepakt = api.as('ingepakt');
    const [open] = await json(ingepakt.get('/api/orders/open'));
    expect(open).toMatchObject({ id: 'ORD-4301', shippingAddressChangeable: true });
    const shippingAddress = {
      street: 'Damrak',
      houseNumber: 1,
      houseNumberAddition: null,
      postalCode: '1012lg',
      city: 'Amsterdam',
    };
    expect(
      await json(
        ingepakt.send('POST', '/api/orders/shippingaddress', { orderId: open.id, shippingAddress }),
      ),
    ).toEqual({
      success: false,
      message: 'Het bezorgadres van deze bestelling kan niet meer worden gewijzigd.',
    });
    expect(await json(ingepakt.get(`/api/orders/${open.id}`))).toMatchObject({
      shippingAddressChangeable: false,
      shippingAddress: personas.ingepakt.account.primaryAddress,
    });
  });
});
