import type { ApiClient } from '../client/createApiClient.ts';
import { saveDownload } from '../client/saveDownload.ts';

/** Spec §7.2: the privacy data is saved as gdprdata.txt, whatever the server calls it. */
export const GDPR_FILE_NAME = 'gdprdata.txt';

/** GET /api/gdpr/data (never cached) and save it as gdprdata.txt. */
export async function downloadGdprData(
  client: ApiClient,
  save: typeof saveDownload = saveDownload,
): Promise<void> {
  const { blob } = await client.getBlob('/api/gdpr/data');
  save({ blob, fileName: GDPR_FILE_NAME });
}
