import { describe, expect, it } from 'vitest';
import type { Invoice } from '../contract/index.ts';
import { latestInvoice } from './rules.ts';

const invoice = (id: string, invoiceDate: string): Invoice => ({
  id,
  invoiceNumber: `F-${id}`,
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
