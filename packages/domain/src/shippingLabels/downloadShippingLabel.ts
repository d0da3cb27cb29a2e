import type { ApiClient } from '../client/createApiClient.ts';
import { saveDownload } from '../client/saveDownload.ts';
import { shippingLabelFileName, shippingLabelPath } from './paths.ts';

/**
 * GET /api/orders/{orderId}/shippinglabel (never cached) and save it as
 * retourlabel-{orderId}.pdf. Spec §7.2 names "shipping label paths (not shown)": path and file
 * name are designed in the contract (contract/shippingLabels.ts).
 */
export async function downloadShippingLabel(
  client: ApiClient,
  orderId: string,
  save: typeof saveDownload = saveDownload,
): Promise<void> {
  const { blob } = await client.getBlob(shippingLabelPath(orderId));
  save({ blob, fileName: shippingLabelFileName(orderId) });
}
