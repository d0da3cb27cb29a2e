import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { StreamingCustomer } from '../contract/index.ts';

/** The streaming-service (Viaplay) customer, 300 s (spec §2.5 preload, §7.3). */
export function useStreamingCustomer(): SWRResponse<StreamingCustomer, ApiError> {
  return useApiGet('/api/entertainment/viaplay');
}
