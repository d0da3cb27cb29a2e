export { invoicePdfUrl, invoicesPdfUrl } from './paths.ts';
export { dunningNextStep, invoicePeriod, invoicesNewestFirst, latestInvoice } from './rules.ts';
export type { DunningNextStep } from './rules.ts';
export {
  INVOICES_ZIP_FILE_NAME,
  downloadInvoicePdf,
  downloadInvoicesZip,
  invoicePdfFileName,
} from './downloadInvoices.ts';
