import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { getRead, peekRead, readUrl } from '../client/descriptors.ts';
import type { ParamArgs, ReadDescriptor } from '../endpoint/endpoint.ts';
import { useApiClient } from './ApiClientContext.ts';

/**
 * SWR state of a typed read (fixed or parameterised), cached with its spec §7.3 TTL and carrying
 * its spec rules (`getRead`); pass null as the descriptor to wait (e.g. until an id is known). The
 * SWR key is the URL and its fetcher is always the descriptor's, so two readers of one URL cannot
 * disagree. A fresh answer already in the client's cache (a route preload, spec §2.5) is the first
 * render's data, so nothing flashes empty before it.
 */
export function useRead<T, P>(
  read: ReadDescriptor<T, P> | null,
  ...params: ParamArgs<P>
): SWRResponse<T, ApiError> {
  const client = useApiClient();
  const url = read ? readUrl(read, ...params) : null;
  const fallbackData = read ? peekRead(client, read, ...params) : undefined;
  return useSWR<T, ApiError>(url, () => getRead(client, read!, ...params), { fallbackData });
}
