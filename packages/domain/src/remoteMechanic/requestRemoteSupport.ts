import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { remoteMechanicWrites } from './paths.ts';

/** POST /api/remotemechanic with an empty body; the API answers true (spec §7.2). */
export async function requestRemoteSupport(client: ApiClient): Promise<boolean> {
  return (await sendWrite(client, remoteMechanicWrites.requestRemoteSupport, undefined)) === true;
}
