import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();

describe('product catalogue', () => {
  it('marks what the customer has', async () => {
    const internet = (await json(api.as('jan').get('/api/products/internet'))) as {
      name: string;
      current: boolean;
    }[];
    expect(internet.filter((product) => product.current).map((product) => product.name)).toEqual([
      'Internet Giga',
    ]);
    const security = (await json(
      api.as('jan').get('/api/products/available?category=Security'),
    )) as { name: string; current: boolean }[];
    expect(security.find((product) => product.current)?.name).toBe('Overal Veilig Online');
    expect((await api.as('jan').get('/api/products/available?category=Boats')).status).toBe(400);
  });
});

describe('TV-by-address (ADR 089)', () => {
  const names = async (path: string) =>
    ((await json(api.as('jan').get(path))) as { name: string }[]).map((product) => product.name);
  const at = (postalCode: string, houseNumber: number) =>
    `/api/products/tv?address.postalCode=${encodeURIComponent(postalCode)}&address.houseNumber=${houseNumber}`;

  it('answers per postcode area; without an address the list is the same as before', async () => {
    const own = await names('/api/products/tv');
    expect(own).toEqual(['TV Start', 'TV Compleet']);
    expect(await names(at('3511 BD', 40))).toEqual(own);
    expect(await names(at('1015 KK', 88))).toEqual(['TV Start']);
    expect(await names(at('9711 LV', 2))).toEqual([]);
  });
});

describe('product changes', () => {
  it('adds a premium package as pending and records an open order', async () => {
    const sanne = api.as('piet');
    const result = await json(
      sanne.send('POST', '/api/products/add', { products: [{ name: 'Film1', voucherName: null }] }),
    );
    expect(result).toEqual({ success: true, orderId: expect.any(String) });
    const subscription = await json(sanne.get('/api/subscription'));
    expect(subscription.currentPremiumPackages).toEqual([
      expect.objectContaining({ name: 'Film1', inServiceDate: null, wishDate: expect.any(String) }),
    ]);
    expect(await json(sanne.get(`/api/orders/${result.orderId}`))).toMatchObject({
      status: 'Open',
      items: [{ orderType: 'ProductAdd', products: [{ productName: 'Film1' }] }],
      shippingAddress: null,
    });
  });

  it('ships hardware to the primary address by default', async () => {
    const result = await json(
      api
        .as('sanne')
        .send('POST', '/api/products/add', { products: [{ name: 'Wifi-versterker' }] }),
    );
    const order = await json(api.as('sanne').get(`/api/orders/${result.orderId}`));
    expect(order).toMatchObject({
      shippingAddressChangeable: true,
      shippingAddress: { postalCode: '1015 KK' },
    });
  });

  it('refuses a second internet product and rejects unknown ones', async () => {
    expect(
      await json(
        api.as('jan').send('POST', '/api/products/add', { products: [{ name: 'Internet Start' }] }),
      ),
    ).toMatchObject({
      success: false,
    });
    expect(
      (
        await api
          .as('jan')
          .send('POST', '/api/products/add', { products: [{ name: 'Ruimteschip' }] })
      ).status,
    ).toBe(400);
  });

  it('modifies a security product into another variant', async () => {
    const jan = api.as('jan');
    const result = await json(
      jan.send('POST', '/api/products/modify', {
        products: [{ name: 'Overal Veilig Online 10', previousId: 'SEC-1001' }],
      }),
    );
    expect(result.success).toBe(true);
    expect(await json(jan.get('/api/fsecure/customer'))).toMatchObject({
      isCustomer: true,
      licences: 10,
    });
  });

  it('ceases products by technical id', async () => {
    const olga = api.as('opzegger');
    const result = await json(
      olga.send('POST', '/api/products/cease', {
        products: [
          { name: 'Film1', technicalId: 'PRM-6001' },
          { name: 'Infotainment', technicalId: 'THM-6001' },
        ],
      }),
    );
    expect(result.success).toBe(true);
    const subscription = await json(olga.get('/api/subscription'));
    expect(subscription.currentPremiumPackages).toEqual([]);
    expect(subscription.currentThemePackages).toEqual([]);
    expect(
      (
        await olga.send('POST', '/api/products/cease', {
          products: [{ name: 'x', technicalId: 'nope' }],
        })
      ).status,
    ).toBe(400);
  });

  it('refuses cease while a contract runs or an order is open (spec §5, §8), naming every reason', async () => {
    const body = { products: [{ name: 'Kids & Music', technicalId: 'THM-1001' }] };
    expect(await json(api.as('jan').send('POST', '/api/products/cease', body))).toEqual({
      success: false,
      orderId: null,
      message:
        'Je kan nu niet online opzeggen. Je contract loopt nog tot 2027-03-15. Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
    });
    expect(
      await json(
        api.as('wachtend').send('POST', '/api/products/cease', {
          products: [{ name: 'Internet Start', technicalId: 'INT-7001' }],
        }),
      ),
    ).toMatchObject({
      success: false,
      message:
        'Je kan nu niet online opzeggen. Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
    });
    expect((await json(api.as('jan').get('/api/subscription'))).currentThemePackages).toHaveLength(
      1,
    );
  });

  it('ADR 120: a package just added can be undone; another cancel waits for it', async () => {
    const olga = api.as('opzegger');
    const added = await json(
      olga.send('POST', '/api/products/add', { products: [{ name: 'Ziggo Sport Totaal' }] }),
    );
    expect(added.success).toBe(true);
    const { currentPremiumPackages } = await json(olga.get('/api/subscription'));
    const sport = currentPremiumPackages.find(
      (product: { name: string }) => product.name === 'Ziggo Sport Totaal',
    );
    expect(
      await json(
        olga.send('POST', '/api/products/cease', {
          products: [{ name: 'Infotainment', technicalId: 'THM-6001' }],
        }),
      ),
    ).toMatchObject({
      success: false,
      message:
        'Je kan nu niet online opzeggen. Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
    });
    expect(
      (
        await json(
          olga.send('POST', '/api/products/cease', {
            products: [{ name: sport.name, technicalId: sport.technicalId }],
          }),
        )
      ).success,
    ).toBe(true);
  });

  it('ADR 120: a running TV cease blocks a second one, not another cancel', async () => {
    const ilse = api.as('opzegging-loopt');
    expect(
      await json(ilse.send('POST', '/api/products/tv/cease', { wishDate: '2027-01-31' })),
    ).toEqual({
      success: false,
      message: 'Je kan nu niet online opzeggen. TV Start is al opgezegd.',
    });
    const olga = api.as('opzegger');
    expect(
      (await json(olga.send('POST', '/api/products/tv/cease', { wishDate: '2027-01-31' }))).success,
    ).toBe(true);
    expect(
      (
        await json(
          olga.send('POST', '/api/products/cease', {
            products: [{ name: 'Internet Extra', technicalId: 'INT-6001' }],
          }),
        )
      ).success,
    ).toBe(true);
  });

  it('ceasing the internet ends the subscription: a Cease order', async () => {
    const olga = api.as('opzegger');
    const result = await json(
      olga.send('POST', '/api/products/cease', {
        products: [{ name: 'Internet Extra', technicalId: 'INT-6001' }],
      }),
    );
    expect(result.success).toBe(true);
    const [newest] = await json(olga.get('/api/orders/open'));
    expect(newest.items[0].orderType).toBe('Cease');
  });

  it('orders TV with set-top boxes for an internet-only customer', async () => {
    const sanne = api.as('sanne');
    expect((await json(sanne.send('POST', '/api/products/tv', { stbCount: 2 }))).success).toBe(
      true,
    );
    const info = await json(sanne.get('/api/settopboxes/info'));
    expect(info.boxes.map((box: { name: string }) => box.name)).toEqual([
      'Mediabox Next',
      'Mediabox Next Mini',
    ]);
    expect((await sanne.send('POST', '/api/products/tv', { stbCount: 9 })).status).toBe(400);
  });

  it('switches cloud recording for TV customers only', async () => {
    const settings = { disableLocalRecording: true, enableCloudRecording: true };
    expect(
      (await json(api.as('piet').send('POST', '/api/products/recording', settings))).success,
    ).toBe(true);
    expect(await json(api.as('piet').get('/api/products/recording'))).toEqual(settings);
    expect(
      (await json(api.as('sanne').send('POST', '/api/products/recording', settings))).success,
    ).toBe(false);
  });

  it('reports the streaming customer', async () => {
    expect(await json(api.as('sanne').get('/api/entertainment/viaplay'))).toMatchObject({
      isCustomer: true,
      activated: false,
    });
    expect(await json(api.as('jan').get('/api/entertainment/viaplay'))).toMatchObject({
      isCustomer: false,
    });
  });
});
