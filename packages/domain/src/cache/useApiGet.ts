import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { GetPath, GetResponses } from '../contract/index.ts';
import { useApiResource } from './useApiResource.ts';

/** SWR state of a contract GET, typed by the path table; null waits. */
export function useApiGet<P extends GetPath>(
  path: P | null,
): SWRResponse<GetResponses[P], ApiError> {
  return useApiResource<GetResponses[P]>(path, (client) => client.get(path as P));
}
