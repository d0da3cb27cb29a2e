import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { SecurityCustomer } from '../contract/index.ts';

/** The online-security (Veilig Online) customer, 30 s (spec §2.5 preload). */
export function useSecurityCustomer(): SWRResponse<SecurityCustomer, ApiError> {
  return useApiGet('/api/fsecure/customer');
}
