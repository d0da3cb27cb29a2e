import { pathSegment } from '../endpoint/pathSegment.ts';

/** Spec §7.2, §9: several invoices as one zip, ids as a repeated `invoiceIds` query parameter. */
export function invoicesPdfUrl(invoiceIds: readonly string[]): string {
  const query = new URLSearchParams(invoiceIds.map((id) => ['invoiceIds', id]));
  return `/api/invoices/pdf?${query.toString()}`;
}

/** One invoice as PDF. */
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/invoices/pdf/${pathSegment(invoiceId)}`;
}

/** One invoice's lines (ADR 134). */
export function invoiceLinesUrl(invoiceId: string): string {
  return `/api/invoices/${pathSegment(invoiceId)}/lines`;
}
