import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { ttlClassFor, ttlFor } from '../contract/ttlTable.ts';
import { fakeClient } from '../testing/fakeClient.ts';
import { json } from '../testing/fakeFetch.ts';
import { downloadShippingLabel } from './downloadShippingLabel.ts';
import { getRead } from '../client/descriptors.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import * as shippingLabelReads from './reads.ts';

const getReturnLabel = (client: ApiClient, reference: string) =>
  getRead(client, shippingLabelReads.returnLabel, { reference });
import { getReturnLabelPdf } from './getReturnLabelPdf.ts';

const clientWith = (respond: Parameters<typeof fakeClient>[0], token: string | null = 't') =>
  fakeClient(respond, { getAccessToken: async () => token });

const label = {
  reference: 'RET-1',
  orderId: 'ORD-1',
  productNames: ['Mediabox Next'],
  returnBefore: '2026-12-06',
};

describe('shipping labels (spec §7.2 "shipping label paths", §2.1 /retour-label)', () => {
  it('downloads the label of an order and saves it as retourlabel-{orderId}.pdf', async () => {
    const { client, requests } = clientWith(
      () =>
        new Response('%PDF-1.4', {
          headers: { 'content-disposition': 'attachment; filename="label.pdf"' },
        }),
    );
    const save = vi.fn();
    await downloadShippingLabel(client, 'ORD 1', save);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/orders/ORD%201/shippinglabel'],
    ]);
    expect(save).toHaveBeenCalledWith({
      blob: expect.any(Blob),
      fileName: 'retourlabel-ORD 1.pdf',
    });
  });

  it('reads a return label by reference without a token, cached 30 s', async () => {
    const { client, requests } = clientWith(() => json(label), null);
    await expect(getReturnLabel(client, 'RET-1')).resolves.toEqual(label);
    await getReturnLabel(client, 'RET-1');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/shippinglabel/RET-1');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(ttlClassFor('/api/shippinglabel/RET-1')).toBe('short');
    expect(ttlFor('/api/orders/ORD-1/shippinglabel')).toBe(30_000);
  });

  it('gets the label PDF by reference without a token, named retourlabel-{orderId}.pdf', async () => {
    const { client, requests } = clientWith(
      () =>
        new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="other.pdf"',
          },
        }),
      null,
    );
    const file = await getReturnLabelPdf(client, { reference: 'RET 1', orderId: 'ORD-1' });
    expect(file.fileName).toBe('retourlabel-ORD-1.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['GET', '/api/shippinglabel/RET%201/pdf'],
    ]);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    // A download is never served from the response cache.
    await getReturnLabelPdf(client, label);
    expect(requests).toHaveLength(2);
  });

  it('rejects an unknown reference with a 404 ApiError', async () => {
    const { client } = clientWith(() => json({ message: 'Onbekend' }, 404), null);
    await expect(getReturnLabel(client, 'RET-0')).rejects.toSatisfy(
      (error) => error instanceof ApiError && error.status === 404,
    );
  });
});
