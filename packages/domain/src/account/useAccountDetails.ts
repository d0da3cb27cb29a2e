import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { ContractInfo, CustomerInfo, PaymentInformation } from '../contract/index.ts';

/** Payment information (account holder, IBAN, direct-debit day), 300 s. */
export function usePaymentInformation(): SWRResponse<PaymentInformation, ApiError> {
  return useApiGet('/api/account/paymentinformation');
}

/** Contract info (a running contract blocks online cease, spec §8), 300 s. */
export function useContractInfo(): SWRResponse<ContractInfo, ApiError> {
  return useApiGet('/api/account/contractinfo');
}

/** Personal data for /mijn-gegevens, 30 s (not in the spec's TTL table). */
export function useCustomerInfo(): SWRResponse<CustomerInfo, ApiError> {
  return useApiGet('/api/account/customerinfo');
}
