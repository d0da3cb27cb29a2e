import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { readUrl } from '../client/descriptors.ts';
import type { ParamArgs, ReadDescriptor } from '../contract/endpoint.ts';
import { useApiResource } from './useApiResource.ts';

/**
 * SWR state of a typed read (fixed or parameterised), cached with its spec §7.3 TTL; pass null
 * as the descriptor to wait (e.g. until an id is known).
 */
export function useRead<T, P>(
  read: ReadDescriptor<T, P> | null,
  ...params: ParamArgs<P>
): SWRResponse<T, ApiError> {
  const url = read ? readUrl(read, ...params) : null;
  return useApiResource<T>(url, (client, key) => client.getJson<T>(key));
}
