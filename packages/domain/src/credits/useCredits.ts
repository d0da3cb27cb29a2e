import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { Credit } from '../contract/index.ts';

export const creditUrl = (id: string) => `/api/credits/${encodeURIComponent(id)}`;

/** Credits (money back), 300 s. */
export function useCredits(): SWRResponse<Credit[], ApiError> {
  return useApiGet('/api/credits');
}

/** One credit, 300 s; waits without an id. */
export function useCredit(id: string | null | undefined): SWRResponse<Credit, ApiError> {
  return useApiResource(id ? creditUrl(id) : null, (client: ApiClient, url) =>
    client.getJson<Credit>(url),
  );
}
