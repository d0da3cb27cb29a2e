import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { ORDERS_PATHS } from '@vonk/domain';
import { ceaseTv } from '@vonk/domain';
import { downloadShippingLabel } from '@vonk/domain';
import { getRead, reads } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import { getReturnLabelPdf } from '@vonk/domain';
import { personas } from '@vonk/sandbox';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

const getReturnLabel = (client: ApiClient, reference: string) =>
  getRead(client, reads.returnLabel, { reference });

// Public-link references are random per sandbox process (ADR 064): from the persona data.
const janReturn = personas.jan.returnLabels![0]!.reference;

// TV cease and shipping labels: the spec shows no paths (§7.2, §8), so they are designed in
// contract/productCatalogue.ts and contract/shippingLabels.ts; these tests hold both sides to them.

const sandbox = inProcessSandboxClient();

beforeEach(() => sandbox.reset());

describe('contract: TV cease (spec §8) against the real sandbox API', () => {
  it('ceaseTv: opzegger’s TV gets an open Cease order, re-read through the cache, undone by reset', async () => {
    const client = sandbox.clientFor('opzegger');
    const read = () => client.getJson<Order[]>(ORDERS_PATHS.open);
    const before = await read();
    expect(await ceaseTv(client, { reason: 'Ik stream alles', wishDate: '2026-12-31' })).toBe(true);
    expect(sandbox.statuses.get('/api/products/tv/cease')).toBe(200);
    const after = await read();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      status: 'Open',
      wishDate: '2026-12-31',
      items: [{ orderType: 'Cease', products: [{ productName: 'TV Start' }] }],
    });
    await sandbox.reset();
    client.cache?.clear();
    expect(await read()).toEqual(before);
  });

  it('ceaseTv while a contract runs (jan) is refused: success=false answers false', async () => {
    expect(await ceaseTv(sandbox.clientFor('jan'), {})).toBe(false);
  });

  it('ceaseTv without TV (sanne) is success=false and answers false', async () => {
    expect(await ceaseTv(sandbox.clientFor('sanne'), {})).toBe(false);
  });
});

describe('contract: shipping labels (spec §7.2 "not shown", §2.1 /retour-label)', () => {
  it('downloadShippingLabel: a real PDF saved as retourlabel-{orderId}.pdf', async () => {
    const save = vi.fn();
    await downloadShippingLabel(sandbox.clientFor('jan'), 'ORD-1001', save);
    expect(sandbox.statuses.get('/api/orders/ORD-1001/shippinglabel')).toBe(200);
    const [[{ blob, fileName }]] = save.mock.calls as [[{ blob: Blob; fileName: string }]];
    expect(fileName).toBe('retourlabel-ORD-1001.pdf');
    expect(blob.type).toBe('application/pdf');
    expect((await blob.text()).startsWith('%PDF')).toBe(true);
  });

  it('reads.returnLabel: a known reference reads without a token; an unknown one is 404', async () => {
    const client = sandbox.anonymousClient();
    expect(await getReturnLabel(client, janReturn)).toEqual({
      reference: janReturn,
      orderId: 'ORD-1001',
      productNames: ['Mediabox Next'],
      returnBefore: '2026-12-06',
    });
    await expect(getReturnLabel(client, 'RET-0000')).rejects.toSatisfy(
      (error) => error instanceof ApiError && error.status === 404,
    );
  });

  it('getReturnLabelPdf: the label PDF by reference without a token; unknown is 404', async () => {
    const client = sandbox.anonymousClient();
    const label = await getReturnLabel(client, janReturn);
    const { blob, fileName } = await getReturnLabelPdf(client, label);
    expect(sandbox.statuses.get(`/api/shippinglabel/${janReturn}/pdf`)).toBe(200);
    expect(fileName).toBe('retourlabel-ORD-1001.pdf');
    expect(blob.type).toBe('application/pdf');
    expect((await blob.text()).startsWith('%PDF')).toBe(true);
    await expect(
      getReturnLabelPdf(client, { reference: 'RET-0000', orderId: 'ORD-0' }),
    ).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 404);
  });
});
