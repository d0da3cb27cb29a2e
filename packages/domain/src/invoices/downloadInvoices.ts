import type { ApiClient } from '../client/createApiClient.ts';
import { saveDownload } from '../client/saveDownload.ts';
import type { Invoice } from './schema.ts';
import { invoicePdfUrl, invoicesPdfUrl } from './paths.ts';

/** The name one invoice's PDF is saved under (the API names it the same way). */
export const invoicePdfFileName = (invoice: Pick<Invoice, 'invoiceNumber'>) =>
  `factuur-${invoice.invoiceNumber}.pdf`;

/** The name a zip of several invoices is saved under. */
export const INVOICES_ZIP_FILE_NAME = 'facturen.zip';

/** GET /api/invoices/pdf/{id} (never cached) and save it as factuur-{invoiceNumber}.pdf. */
export async function downloadInvoicePdf(
  client: ApiClient,
  invoice: Pick<Invoice, 'id' | 'invoiceNumber'>,
  save: typeof saveDownload = saveDownload,
): Promise<void> {
  const { blob } = await client.getBlob(invoicePdfUrl(invoice.id));
  save({ blob, fileName: invoicePdfFileName(invoice) });
}

/**
 * GET /api/invoices/pdf?invoiceIds=a&invoiceIds=b (spec §9: repeated parameter) and save the
 * zip as facturen.zip. The object URL is revoked after 40 s by `saveDownload`.
 */
export async function downloadInvoicesZip(
  client: ApiClient,
  invoiceIds: readonly string[],
  save: typeof saveDownload = saveDownload,
): Promise<void> {
  const { blob } = await client.getBlob(invoicesPdfUrl(invoiceIds));
  save({ blob, fileName: INVOICES_ZIP_FILE_NAME });
}
