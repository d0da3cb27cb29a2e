import type { ApiClient } from '../client/createApiClient.ts';
import type { GetPath, GetResponses } from '../contract/index.ts';

/**
 * Starts a GET before the route renders (spec §2.5). The answer lands in the client's response
 * cache, which the hooks' fetcher reads, so they do not request it again. Deliberately not SWR's
 * module-global `preload`: that map outlives the client, so a pending request of one session (or
 * story) would be handed to the next.
 */
export function preload<P extends GetPath>(client: ApiClient, path: P): Promise<GetResponses[P]> {
  return client.get(path);
}
