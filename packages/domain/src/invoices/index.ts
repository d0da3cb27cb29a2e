export { invoicePdfUrl, invoicesPdfUrl } from './paths.ts';
export { dunningNextStep, invoicePeriod, invoicesNewestFirst, latestInvoice } from './rules.ts';
export type { DunningNextStep } from './rules.ts';
export {
  INVOICES_ZIP_FILE_NAME,
  downloadInvoicePdf,
  downloadInvoicesZip,
  invoicePdfFileName,
} from './downloadInvoices.ts';
export { INVOICE_LINE_GROUPS, invoiceDifference, toCents } from './invoiceChanges.ts';
export type {
  InvoiceChange,
  InvoiceChangeReason,
  InvoiceDifference,
  InvoiceLineGroupView,
  InvoiceLineView,
  InvoiceLink,
} from './invoiceChanges.ts';
export { usageInvoice } from './usageInvoice.ts';
