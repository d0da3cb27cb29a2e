import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../client/ApiError.ts';
import { useApiClient } from './ApiClientContext.ts';

/**
 * SWR state for one GET URL with a resource's fetcher (which may recover from errors, e.g. the
 * account's 503). Pass null as url to wait. A fresh answer already in the client's cache (a route
 * preload, spec §2.5) is the first render's data, so nothing flashes empty before it.
 */
export function useApiResource<T>(
  url: string | null,
  fetcher: (client: ApiClient, url: string) => Promise<T>,
): SWRResponse<T, ApiError> {
  const client = useApiClient();
  const fallbackData = url ? client.cache?.peek<T>(url) : undefined;
  return useSWR<T, ApiError>(url, (key: string) => fetcher(client, key), { fallbackData });
}
