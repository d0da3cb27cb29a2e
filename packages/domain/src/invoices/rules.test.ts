import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import type { DunningStatus, Invoice } from './schema.ts';
import { downloadInvoicePdf, downloadInvoicesZip } from './downloadInvoices.ts';
import { dunningNextStep, invoicePeriod, invoicesNewestFirst, latestInvoice } from './rules.ts';

const invoice = (id: string, invoiceDate: string, invoiceNumber = `F-${id}`): Invoice => ({
  id,
  invoiceNumber,
  invoiceDate,
  dueDate: invoiceDate,
  amount: 10,
  openAmount: 0,
  status: 'Paid',
  paymentMethod: 'DirectDebit',
});

describe('latestInvoice', () => {
  it('picks the newest invoice date, whatever the order', () => {
    expect(
      latestInvoice([
        invoice('a', '2026-09-01'),
        invoice('b', '2026-11-01'),
        invoice('c', '2026-10-01'),
      ])?.id,
    ).toBe('b');
  });
  it('is null without invoices', () => {
    expect(latestInvoice([])).toBeNull();
  });
});

describe('invoicesNewestFirst', () => {
  it('sorts by invoice date, newest first, then by number, without touching the input', () => {
    const input = [
      invoice('a', '2026-09-08'),
      invoice('b', '2026-11-08', '2026110001'),
      invoice('c', '2026-11-08', '2026110002'),
      invoice('d', '2026-10-08'),
    ];
    expect(invoicesNewestFirst(input).map((i) => i.id)).toEqual(['c', 'b', 'd', 'a']);
    expect(input.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('invoicePeriod', () => {
  it.each([
    ['2026-11-08', '2026-11-01', '2026-11-30'],
    ['2026-02-08', '2026-02-01', '2026-02-28'],
    ['2028-02-01', '2028-02-01', '2028-02-29'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('an invoice of %s is for %s to %s', (invoiceDate, from, to) => {
    expect(invoicePeriod({ invoiceDate })).toEqual({ from, to });
  });
});

describe('dunningNextStep', () => {
  const dunning = (stage: DunningStatus['stage'], inDunning = true): DunningStatus => ({
    inDunning,
    stage,
    overdueAmount: 164.9,
    nextStepDate: '2026-12-06',
    collectionAgency: null,
  });
  it.each([
    ['Reminder', { step: 'Warning', payBefore: '2026-12-06' }],
    ['Warning', { step: 'Collection', payBefore: '2026-12-06' }],
    ['Collection', null],
  ] as const)('after %s comes %o', (stage, next) => {
    expect(dunningNextStep(dunning(stage))).toEqual(next);
  });
  it('is null outside dunning', () => {
    expect(dunningNextStep(dunning('None', false))).toBeNull();
  });
  it('keeps a missing date as null', () => {
    expect(dunningNextStep({ ...dunning('Reminder'), nextStepDate: null })).toEqual({
      step: 'Warning',
      payBefore: null,
    });
  });
});

describe('invoice downloads', () => {
  const blob = new Blob(['%PDF'], { type: 'application/pdf' });
  const fakeClient = () => {
    const getBlob = vi.fn(async (url: string) => ({ blob, fileName: url }));
    return { client: { getBlob } as unknown as ApiClient, getBlob };
  };

  it('saves one invoice as factuur-{number}.pdf', async () => {
    const { client, getBlob } = fakeClient();
    const save = vi.fn();
    await downloadInvoicePdf(client, { id: 'inv-2026110001', invoiceNumber: '2026110001' }, save);
    expect(getBlob).toHaveBeenCalledWith('/api/invoices/pdf/inv-2026110001');
    expect(save).toHaveBeenCalledWith({ blob, fileName: 'factuur-2026110001.pdf' });
  });

  it('asks for several invoices with a repeated invoiceIds parameter and saves facturen.zip', async () => {
    const { client, getBlob } = fakeClient();
    const save = vi.fn();
    await downloadInvoicesZip(client, ['inv-a', 'inv-b'], save);
    expect(getBlob).toHaveBeenCalledWith('/api/invoices/pdf?invoiceIds=inv-a&invoiceIds=inv-b');
    expect(save).toHaveBeenCalledWith({ blob, fileName: 'facturen.zip' });
  });

  it('saves nothing when the download fails', async () => {
    const client = { getBlob: vi.fn().mockRejectedValue(new Error('500')) } as unknown as ApiClient;
    const save = vi.fn();
    await expect(downloadInvoicesZip(client, ['inv-a'], save)).rejects.toThrow('500');
    expect(save).not.toHaveBeenCalled();
  });
});
