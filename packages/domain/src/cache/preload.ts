import { preload as swrPreload } from 'swr';
import type { ApiClient } from '../client/createApiClient.ts';
import type { GetPath, GetResponses } from '../contract/index.ts';

/**
 * Starts a GET before the route renders (spec §2.5). The answer lands in the client's response
 * cache and in SWR's preload slot under the same key the hooks use, so they do not fetch again.
 */
export function preload<P extends GetPath>(client: ApiClient, path: P): Promise<GetResponses[P]> {
  return swrPreload(path, () => client.get(path));
}
