import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { InstallmentPlan, InstallmentPlanEligibility } from '../contract/index.ts';

/** The running installment plan or null, 30 s. */
export function useInstallmentPlan(): SWRResponse<InstallmentPlan | null, ApiError> {
  return useApiGet('/api/installmentplan');
}

/** Whether an installment plan is possible, 30 s. */
export function useInstallmentPlanEligibility(): SWRResponse<InstallmentPlanEligibility, ApiError> {
  return useApiGet('/api/installmentplan/eligibility');
}
