import type { ApiClient } from '../client/createApiClient.ts';
import type { TvSettings, WriteResult } from '../contract/index.ts';

/** PUT /api/tvsettings; clears the cached GET of the same URL. */
export function saveTvSettings(client: ApiClient, settings: TvSettings): Promise<WriteResult> {
  return client.send<WriteResult>('PUT', '/api/tvsettings', settings);
}
