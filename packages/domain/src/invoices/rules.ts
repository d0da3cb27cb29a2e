import type { DunningStage, DunningStatus, Invoice } from './schema.ts';
import type { IsoDate } from '../endpoint/common.ts';

/** The newest invoice by invoice date (the dashboard's "latest invoice"); null without invoices. */
export function latestInvoice(invoices: readonly Invoice[]): Invoice | null {
  return invoices.reduce<Invoice | null>(
    (latest, invoice) => (!latest || invoice.invoiceDate > latest.invoiceDate ? invoice : latest),
    null,
  );
}

/** Newest first by invoice date, then by invoice number (a copy; the input is left alone). */
export function invoicesNewestFirst(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort(
    (a, b) =>
      b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceNumber.localeCompare(a.invoiceNumber),
  );
}

/**
 * The period an invoice is for. Invoices are monthly and sent in advance (ADR 033): the calendar
 * month of the invoice date, first to last day.
 */
export function invoicePeriod(invoice: Pick<Invoice, 'invoiceDate'>): {
  from: IsoDate;
  to: IsoDate;
} {
  const [year, month] = invoice.invoiceDate.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = invoice.invoiceDate.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}

/** The step after each dunning stage (ADR 033): reminder → warning → collection agency. */
const NEXT_STEP: Record<DunningStage, DunningNextStep['step'] | null> = {
  None: null,
  Reminder: 'Warning',
  Warning: 'Collection',
  Collection: null,
};

export interface DunningNextStep {
  /** What happens when the overdue amount is not paid in time. */
  step: 'Warning' | 'Collection';
  /** By when the customer must pay to prevent it; null when the back office planned no date. */
  payBefore: IsoDate | null;
}

/**
 * What happens next in the arrears process, and by when: null when the customer is not in
 * dunning, or already at the collection agency (nothing further this portal can prevent).
 */
export function dunningNextStep(dunning: DunningStatus): DunningNextStep | null {
  if (!dunning.inDunning) return null;
  const step = NEXT_STEP[dunning.stage];
  return step ? { step, payBefore: dunning.nextStepDate } : null;
}
