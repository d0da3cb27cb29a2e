import type { ApiClient } from '../client/createApiClient.ts';
import { returnLabelPdfPath, shippingLabelFileName } from './paths.ts';
import type { ReturnLabel } from './schema.ts';

/**
 * GET /api/shippinglabel/{reference}/pdf (public, never cached): the return label PDF of
 * /retour-label, named retourlabel-{orderId}.pdf like the order's own label
 * (downloadShippingLabel). For a download button that saves the file itself.
 */
export async function getReturnLabelPdf(
  client: ApiClient,
  label: Pick<ReturnLabel, 'reference' | 'orderId'>,
): Promise<{ blob: Blob; fileName: string }> {
  const { blob } = await client.getBlob(returnLabelPdfPath(label.reference));
  return { blob, fileName: shippingLabelFileName(label.orderId) };
}
