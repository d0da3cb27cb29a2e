// The invoices GETs, one export each (ADR 102): `reads.x` and `invoiceReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, readWith, returns } from '../endpoint/endpoint.ts';
import { invoiceLinesUrl } from './paths.ts';
import type { DunningStatus, Invoice, InvoiceExplanation, OpenBalance } from './schema.ts';

export const invoices = read('/api/invoices', returns<Invoice[]>(), { ttl: 'medium' });
export const openBalance = read('/api/invoices/openbalance', returns<OpenBalance>(), {
  ttl: 'medium',
});
export const dunningStatus = read('/api/invoices/dunningstatus', returns<DunningStatus>(), {
  ttl: 'medium',
});
/** One invoice's lines and the previous invoice's (ADR 134); 404 for an id the API does not know. */
export const invoiceLines = readWith<InvoiceExplanation, { id: string }>(
  '/api/invoices/*/lines',
  ({ id }) => invoiceLinesUrl(id),
);
