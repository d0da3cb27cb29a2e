import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { useRead } from '../cache/useRead.ts';
import type { WriteResult } from '../contract/common.ts';
import * as privacyReads from './reads.ts';
import { privacyWrites } from './paths.ts';
import type { PrivacySettings } from './schema.ts';

/** Privacy settings, 300 s. */
export function usePrivacySettings(): SWRResponse<PrivacySettings, ApiError> {
  return useRead(privacyReads.privacySettings);
}

/** POST the privacy settings; clears the cached GET of the same URL. */
export function savePrivacySettings(
  client: ApiClient,
  settings: PrivacySettings,
): Promise<WriteResult> {
  return sendWrite(client, privacyWrites.savePrivacySettings, settings);
}
