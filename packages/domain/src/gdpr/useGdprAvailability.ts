import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { GdprAvailability } from '../contract/index.ts';

/** Whether the privacy data request can be downloaded yet, 30 s. */
export function useGdprAvailability(): SWRResponse<GdprAvailability, ApiError> {
  return useApiGet('/api/gdpr/availability');
}
