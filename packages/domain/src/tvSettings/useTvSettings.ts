import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { TvSettings } from '../contract/index.ts';

/** TV settings, null without TV; 300 s. */
export function useTvSettings(): SWRResponse<TvSettings | null, ApiError> {
  return useApiGet('/api/tvsettings');
}
