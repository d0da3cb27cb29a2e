import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { HouseholdAddress } from './schema.ts';
import { getHouseholdAddress, getMayJoin } from './getMayJoin.ts';
import { HOUSEHOLD_PATHS } from './urls.ts';

/** May the customer join the household benefit, as a boolean; 300 s. */
export function useMayJoin(): SWRResponse<boolean, ApiError> {
  return useApiResource(HOUSEHOLD_PATHS.mayJoin, getMayJoin);
}

/** The address the benefit is active for, or null (spec §7.2). */
export function useHouseholdDashboardAddress(): SWRResponse<HouseholdAddress, ApiError> {
  return useApiResource(HOUSEHOLD_PATHS.dashboardAddress, getHouseholdAddress);
}

/** The address to subscribe with, or null (spec §7.2). */
export function useHouseholdSubscribeAddress(): SWRResponse<HouseholdAddress, ApiError> {
  return useApiResource(HOUSEHOLD_PATHS.subscribeAddress, getHouseholdAddress);
}
