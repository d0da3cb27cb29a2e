import type { ApiClient } from '../client/createApiClient.ts';
import { getRead, sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../contract/common.ts';
import * as privacyReads from './reads.ts';
import { privacyWrites } from './paths.ts';
import type { OptOutPreferences, OptOutUpdate } from './schema.ts';

/** GET /api/optout/v2/{id} (300 s): the preferences behind an unsubscribe link. */
export function getOptOut(client: ApiClient, id: string): Promise<OptOutPreferences> {
  return getRead(client, privacyReads.optOut, { id });
}

/** PUT /api/optout/v2; clears the cached GETs by id. */
export function saveOptOut(client: ApiClient, preferences: OptOutUpdate): Promise<WriteResult> {
  return sendWrite(client, privacyWrites.saveOptOut, preferences);
}
