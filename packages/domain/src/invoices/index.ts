export { invoicePdfUrl, invoicesPdfUrl } from './invoicesPdfUrl.ts';
export { useDunningStatus, useInvoices, useOpenBalance } from './useInvoices.ts';
export { latestInvoice } from './rules.ts';
