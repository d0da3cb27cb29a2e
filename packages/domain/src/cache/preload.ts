import type { ApiClient } from '../client/createApiClient.ts';
import { getRead } from '../client/descriptors.ts';
import type { ParamArgs, ReadDescriptor } from '../endpoint/endpoint.ts';

/**
 * Starts a read before the route renders (spec §2.5), by read descriptor with its parameters, so
 * a loader starts exactly the read its page's hook makes. The answer lands in the client's
 * response cache, which the hooks' fetcher reads, so they do not request it again.
 * Deliberately not SWR's module-global `preload`: that map outlives the client, so a pending
 * request of one session (or story) would be handed to the next.
 */
export function preload<T, P>(
  client: ApiClient,
  read: ReadDescriptor<T, P>,
  ...params: ParamArgs<P>
): Promise<T> {
  return getRead(client, read, ...params);
}
