import type { Invoice } from '../contract/index.ts';

/** The newest invoice by invoice date (the dashboard's "latest invoice"); null without invoices. */
export function latestInvoice(invoices: readonly Invoice[]): Invoice | null {
  return invoices.reduce<Invoice | null>(
    (latest, invoice) => (!latest || invoice.invoiceDate > latest.invoiceDate ? invoice : latest),
    null,
  );
}
