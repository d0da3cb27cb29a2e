import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { DunningStatus, Invoice, OpenBalance } from '../contract/index.ts';

/** Invoices, 300 s. */
export function useInvoices(): SWRResponse<Invoice[], ApiError> {
  return useApiGet('/api/invoices');
}

/** Open balance, 300 s. */
export function useOpenBalance(): SWRResponse<OpenBalance, ApiError> {
  return useApiGet('/api/invoices/openbalance');
}

/** Dunning status, 300 s. */
export function useDunningStatus(): SWRResponse<DunningStatus, ApiError> {
  return useApiGet('/api/invoices/dunningstatus');
}
