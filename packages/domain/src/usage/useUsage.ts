import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { VodUsage, VoipUsage } from '../contract/index.ts';

/** `/api/usage/{kind}`, for one month (`YYYY-MM`) or, without, the current month. */
export const usageUrl = (kind: 'vod' | 'voip', month?: string) =>
  month ? `/api/usage/${kind}?${new URLSearchParams({ month }).toString()}` : `/api/usage/${kind}`;

/** Video-on-demand usage costs of a month, 300 s. */
export function useVodUsage(month?: string): SWRResponse<VodUsage, ApiError> {
  return useApiResource(usageUrl('vod', month), (client: ApiClient, url) =>
    client.getJson<VodUsage>(url),
  );
}

/** Call costs of a month, 300 s. */
export function useVoipUsage(month?: string): SWRResponse<VoipUsage, ApiError> {
  return useApiResource(usageUrl('voip', month), (client: ApiClient, url) =>
    client.getJson<VoipUsage>(url),
  );
}
