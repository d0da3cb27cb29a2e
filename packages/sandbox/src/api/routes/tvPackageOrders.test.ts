import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// POST /api/products/add for TV packages and POST /api/products/recording (issue #14, ADR 068).
let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();
const add = (login: string, name: string) =>
  json(api.as(login).send('POST', '/api/products/add', { products: [{ name }] }));

describe('adding a TV package', () => {
  it('adds Film1 to piet’s TV as a pending premium package with an open order', async () => {
    expect(await add('piet', 'Film1')).toEqual({
      success: true,
      orderId: expect.stringMatching(/^ORD-/),
    });
    const subscription = (await json(api.as('piet').get('/api/subscription'))) as {
      currentPremiumPackages: { name: string; inServiceDate: string | null }[];
    };
    expect(subscription.currentPremiumPackages).toContainEqual(
      expect.objectContaining({ name: 'Film1', inServiceDate: null }),
    );
  });

  it('refuses a package the customer has, in Dutch', async () => {
    await add('piet', 'Film1');
    expect(await add('piet', 'Film1')).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Je hebt al Film1/),
    });
  });

  it('refuses a package without TV (sanne)', async () => {
    expect(await add('sanne', 'Entertainment')).toEqual({
      success: false,
      message: 'Entertainment kan alleen met TV.',
      orderId: null,
    });
  });
});

describe('cloud recording', () => {
  it('switches piet’s recording to the cloud and reads it back', async () => {
    const piet = api.as('piet');
    const settings = { enableCloudRecording: true, disableLocalRecording: true };
    const result = (await json(piet.send('POST', '/api/products/recording', settings))) as {
      orderId: string;
    };
    expect(result).toEqual({ success: true, orderId: expect.stringMatching(/^ORD-/) });
    expect(await json(piet.get('/api/products/recording'))).toEqual(settings);
    // A product change the order tracker shows.
    expect(await json(piet.get(`/api/orders/${result.orderId}`))).toMatchObject({
      items: [{ orderType: 'ProductAdd', products: [{ productName: 'TV Cloud recording' }] }],
    });
  });

  it('makes no order when cloud recording stays as it is', async () => {
    const settings = { enableCloudRecording: false, disableLocalRecording: true };
    expect(await json(api.as('piet').send('POST', '/api/products/recording', settings))).toEqual({
      success: true,
      orderId: null,
    });
  });
});
