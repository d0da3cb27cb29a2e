import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { RemoteSupportRequest } from '../contract/index.ts';

/** Open remote-support requests, 30 s. */
export function useOpenRemoteSupportRequests(): SWRResponse<RemoteSupportRequest[], ApiError> {
  return useApiGet('/api/remotemechanic/open');
}
