import { describe, expect, it } from 'vitest';
import { usageInvoice } from './usageInvoice.ts';
import type { Invoice } from './schema.ts';

const invoice = (invoiceDate: string): Invoice => ({
  id: `inv-${invoiceDate}`,
  invoiceNumber: invoiceDate.replace(/-/g, ''),
  invoiceDate,
  dueDate: invoiceDate,
  amount: 130.45,
  openAmount: 0,
  status: 'Paid',
  paymentMethod: 'DirectDebit',
});

const invoices = [
  invoice('2026-11-08'),
  invoice('2026-09-08'),
  invoice('2026-10-08'),
  invoice('2026-08-08'),
];

describe('usageInvoice: the invoice a month of usage is on (issue #29)', () => {
  it.each([
    ['2026-10', 'inv-2026-11-08'],
    ['2026-09', 'inv-2026-10-08'],
    ['2026-08', 'inv-2026-09-08'],
    ['2026-07', 'inv-2026-08-08'],
    ['2025-12', null],
    // A month without an invoice the month after (none in January 2026 here): no link.

    // This month and last month before its invoice: not on an invoice yet.
    ['2026-11', null],
    ['2026-12', null],
  ])('usage of %s is on %s', (month, id) => {
    expect(usageInvoice(invoices, month)?.id ?? null).toBe(id);
  });

  it('the turn of the year: December is on January', () => {
    expect(usageInvoice([invoice('2027-01-08')], '2026-12')?.id).toBe('inv-2027-01-08');
  });

  it('no invoices: nothing to link to', () => {
    expect(usageInvoice([], '2026-10')).toBeNull();
  });
});
