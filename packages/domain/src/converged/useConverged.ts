import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { ConvergedStatus } from '../contract/index.ts';

/** Converged status (spec §2.6 guards, §3 fmc_user), 300 s. */
export function useConverged(): SWRResponse<ConvergedStatus, ApiError> {
  return useApiResource('/api/converged', (client) => client.get('/api/converged'));
}
