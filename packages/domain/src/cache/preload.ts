import type { ApiClient } from '../client/createApiClient.ts';
import { getRead } from '../client/descriptors.ts';
import type { GetPath, GetResponses } from '../contract/paths.ts';
import type { ParamArgs, ReadDescriptor } from '../contract/endpoint.ts';

/**
 * Starts a GET before the route renders (spec §2.5), by path or by read descriptor with its
 * parameters, so a loader starts exactly the read its page's hook makes. The answer lands in the
 * client's response cache, which the hooks' fetcher reads, so they do not request it again.
 * Deliberately not SWR's module-global `preload`: that map outlives the client, so a pending
 * request of one session (or story) would be handed to the next.
 */
export function preload<P extends GetPath>(client: ApiClient, path: P): Promise<GetResponses[P]>;
export function preload<T, P>(
  client: ApiClient,
  read: ReadDescriptor<T, P>,
  ...params: ParamArgs<P>
): Promise<T>;
export function preload(
  client: ApiClient,
  source: string | ReadDescriptor<unknown, unknown>,
  ...params: unknown[]
): Promise<unknown> {
  if (typeof source === 'string') return client.get(source as GetPath);
  return getRead(client, source, ...(params as [unknown]));
}
