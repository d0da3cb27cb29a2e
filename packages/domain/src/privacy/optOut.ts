import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { privacyWrites } from './paths.ts';
import type { OptOutUpdate } from './schema.ts';

/** PUT /api/optout/v2; clears the cached GETs by id. */
export function saveOptOut(client: ApiClient, preferences: OptOutUpdate): Promise<WriteResult> {
  return sendWrite(client, privacyWrites.saveOptOut, preferences);
}
