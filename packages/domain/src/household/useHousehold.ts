import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { HouseholdAddress } from '../contract/index.ts';
import { getMayJoin, HOUSEHOLD_PATHS } from './getMayJoin.ts';

/** May the customer join the household benefit, as a boolean; 300 s. */
export function useMayJoin(): SWRResponse<boolean, ApiError> {
  return useApiResource(HOUSEHOLD_PATHS.mayJoin, getMayJoin);
}

/** The address the benefit is active for, or null (spec §7.2). */
export function useHouseholdDashboardAddress(): SWRResponse<HouseholdAddress, ApiError> {
  return useApiGet('/api/household/dashboardaddress');
}

/** The address to subscribe with, or null (spec §7.2). */
export function useHouseholdSubscribeAddress(): SWRResponse<HouseholdAddress, ApiError> {
  return useApiGet('/api/household/subscribeaddress');
}
