import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { tvSettingsWrites } from './paths.ts';
import type { TvSettings } from './schema.ts';

/** PUT /api/tvsettings; clears the cached GET of the same URL. */
export function saveTvSettings(client: ApiClient, settings: TvSettings): Promise<WriteResult> {
  return sendWrite(client, tvSettingsWrites.saveTvSettings, settings);
}
