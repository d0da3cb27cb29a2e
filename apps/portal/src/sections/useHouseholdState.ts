import { householdState, reads } from '@vonk/domain';
import type { HouseholdState, ReadDescriptor } from '@vonk/domain';
import { combineReads } from '../shell/combineReads.ts';
import type { ReadState } from '../shell/combineReads.ts';

/**
 * The customer's Klantvoordeel state (the domain's `householdState`) over its four reads, read
 * with `usePageData` on the /klantvoordeel pages and with `useRead` on the dashboard's tile, so
 * the tile is a summary of the page and never its own derivation (issue #26).
 */
export function useHouseholdState(
  readWith: <T>(read: ReadDescriptor<T>) => ReadState<T>,
): ReadState<HouseholdState> {
  return combineReads(
    {
      dashboardAddress: readWith(reads.householdDashboardAddress),
      subscribeAddress: readWith(reads.householdSubscribeAddress),
      mayJoin: readWith(reads.mayJoin),
      registration: readWith(reads.householdRegistration),
    },
    householdState,
  );
}
