// The invoices GETs, one export each (ADR 102): `reads.x` and `invoiceReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { DunningStatus, Invoice, OpenBalance } from './schema.ts';

export const invoices = read('/api/invoices', returns<Invoice[]>());
export const openBalance = read('/api/invoices/openbalance', returns<OpenBalance>());
export const dunningStatus = read('/api/invoices/dunningstatus', returns<DunningStatus>());
