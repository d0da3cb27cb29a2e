import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { AppliedVoucher } from '../contract/index.ts';

/** Vouchers applied to the subscription, 30 s. */
export function useVouchers(): SWRResponse<AppliedVoucher[], ApiError> {
  return useApiGet('/api/vouchers');
}
