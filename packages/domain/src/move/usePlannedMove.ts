import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { PlannedMove } from '../contract/index.ts';

/** The planned move (move-to address) or null, 300 s. */
export function usePlannedMove(): SWRResponse<PlannedMove | null, ApiError> {
  return useApiGet('/api/move/address');
}
