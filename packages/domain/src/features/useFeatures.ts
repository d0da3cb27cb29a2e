import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { FeatureConfiguration } from '../contract/index.ts';
import { getFeatures } from './getFeatures.ts';

/** Feature configuration flags (spec §3); `{}` while the service is in maintenance. */
export function useFeatures(): SWRResponse<FeatureConfiguration, ApiError> {
  return useApiResource('/api/features', getFeatures);
}
