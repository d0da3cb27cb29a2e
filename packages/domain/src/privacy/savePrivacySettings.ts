import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { privacyWrites } from './paths.ts';
import type { PrivacySettings } from './schema.ts';

/** POST the privacy settings; clears the cached GET of the same URL. */
export function savePrivacySettings(
  client: ApiClient,
  settings: PrivacySettings,
): Promise<WriteResult> {
  return sendWrite(client, privacyWrites.savePrivacySettings, settings);
}
