import type { ApiClient } from '../client/createApiClient.ts';
import { saveDownload } from '../client/saveDownload.ts';
import type { ReturnLabel } from '../contract/index.ts';
import { getReturnLabelPdf } from './getReturnLabelPdf.ts';

/**
 * Downloads the return label PDF by reference (public, /retour-label) and saves it as
 * retourlabel-{orderId}.pdf; the object URL is revoked after 40 s (spec §9, saveDownload).
 */
export async function downloadReturnLabel(
  client: ApiClient,
  label: Pick<ReturnLabel, 'reference' | 'orderId'>,
  save: typeof saveDownload = saveDownload,
): Promise<void> {
  save(await getReturnLabelPdf(client, label));
}
