import type { Invoice } from './schema.ts';

/** `YYYY-MM` of the month after `month`. */
function monthAfter(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The invoice a month's usage outside the bundle is on (ADR 134): the month after's invoice, with
 * that month's fees. Null while it is not there yet (this month's usage, or last month's before
 * the invoice date), or when the customer had no invoice that month.
 */
export function usageInvoice(invoices: readonly Invoice[], month: string): Invoice | null {
  const billedIn = monthAfter(month);
  return (
    invoices
      .filter((invoice) => invoice.invoiceDate.slice(0, 7) === billedIn)
      .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate))[0] ?? null
  );
}
