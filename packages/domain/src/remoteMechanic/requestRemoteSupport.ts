import type { ApiClient } from '../client/createApiClient.ts';

/** POST /api/remotemechanic with an empty body; the API answers true (spec §7.2). */
export async function requestRemoteSupport(client: ApiClient): Promise<boolean> {
  return (await client.send<boolean>('POST', '/api/remotemechanic')) === true;
}
