export { invoicePdfUrl, invoicesPdfUrl } from './paths.ts';
export { useDunningStatus, useInvoices, useOpenBalance } from './useInvoices.ts';
export { latestInvoice } from './rules.ts';
