import { householdState, reads } from '@vonk/domain';
import type { HouseholdState } from '@vonk/domain';
import { usePageData } from '../../shell/usePageData.ts';

/** The four household reads and the root's decision over them; undefined while loading. */
export function useHouseholdState() {
  const dashboardAddress = usePageData(reads.householdDashboardAddress);
  const subscribeAddress = usePageData(reads.householdSubscribeAddress);
  const mayJoin = usePageData(reads.mayJoin);
  const registration = usePageData(reads.householdRegistration);
  const loaded =
    dashboardAddress.data !== undefined &&
    subscribeAddress.data !== undefined &&
    mayJoin.data !== undefined &&
    registration.data !== undefined;
  const data = loaded
    ? {
        dashboardAddress: dashboardAddress.data ?? null,
        subscribeAddress: subscribeAddress.data ?? null,
        mayJoin: Boolean(mayJoin.data),
        registration: registration.data ?? null,
      }
    : undefined;
  const state: HouseholdState | undefined = data && householdState(data);
  return { data, state };
}
