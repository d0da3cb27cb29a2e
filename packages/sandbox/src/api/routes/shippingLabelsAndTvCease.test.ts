import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../../testing/inProcessApi.ts';
import { personas } from '../../personas/index.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();

describe('TV cease (POST /api/products/tv/cease, designed in the contract)', () => {
  it('records an open Cease order for the TV with the wish date', async () => {
    expect(
      await json(
        api.as('opzegger').send('POST', '/api/products/tv/cease', {
          reason: 'Streamen',
          wishDate: '2026-12-31',
        }),
      ),
    ).toEqual({ success: true });
    const [newest] = await json(api.as('opzegger').get('/api/orders/open'));
    expect(newest).toMatchObject({
      status: 'Open',
      wishDate: '2026-12-31',
      items: [{ orderType: 'Cease', products: [{ productName: 'TV Start' }] }],
    });
  });

  it('refuses while a contract runs or an order is open (spec §5, §8)', async () => {
    expect(await json(api.as('jan').send('POST', '/api/products/tv/cease', {}))).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Je kan nu niet online opzeggen\. /),
    });
  });

  it('refuses without TV and rejects a malformed body', async () => {
    expect(await json(api.as('sanne').send('POST', '/api/products/tv/cease', {}))).toMatchObject({
      success: false,
    });
    expect(
      (await api.as('jan').send('POST', '/api/products/tv/cease', { wishDate: '31-12-2026' }))
        .status,
    ).toBe(400);
    expect((await api.as('jan').send('POST', '/api/products/tv/cease', [])).status).toBe(400);
  });
});

// Public-link references are random per sandbox process (ADR 064): read from the persona data.
const janReturn = personas.jan.returnLabels![0]!.reference;

describe('shipping labels', () => {
  it('gives the label of an own order as a PDF named retourlabel-{orderId}.pdf', async () => {
    const response = await api.as('jan').get('/api/orders/ORD-1001/shippinglabel');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('retourlabel-ORD-1001.pdf');
    const text = await response.text();
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain(janReturn);
    expect((await api.as('jan').get('/api/orders/ORD-1012/shippinglabel')).status).toBe(200);
    expect((await api.as('jan').get('/api/orders/ORD-9999/shippinglabel')).status).toBe(404);
    expect((await api.app.request('/api/orders/ORD-1001/shippinglabel')).status).toBe(401);
  });

  it('answers the public return label by reference without a token (/retour-label)', async () => {
    const known = await api.app.request(`/api/shippinglabel/${janReturn}`);
    expect(await known.json()).toEqual({
      reference: janReturn,
      orderId: 'ORD-1001',
      productNames: ['Mediabox Next'],
      returnBefore: '2026-12-06',
    });
    expect((await api.app.request('/api/shippinglabel/RET-0000')).status).toBe(404);
  });

  it('gives the label PDF by reference without a token, named after its order', async () => {
    const response = await api.app.request(`/api/shippinglabel/${janReturn}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('retourlabel-ORD-1001.pdf');
    const text = await response.text();
    expect(text.startsWith('%PDF')).toBe(true);
    expect(text).toContain(janReturn);
    expect(text).toContain('Mediabox Next');
    expect((await api.app.request('/api/shippinglabel/RET-0000/pdf')).status).toBe(404);
  });
});
