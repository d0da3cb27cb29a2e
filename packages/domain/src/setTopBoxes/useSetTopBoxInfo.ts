import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { SetTopBoxInfo } from '../contract/index.ts';

/** The customer's set-top boxes, 3000 s (spec §7.3). */
export function useSetTopBoxInfo(): SWRResponse<SetTopBoxInfo, ApiError> {
  return useApiGet('/api/settopboxes/info');
}
