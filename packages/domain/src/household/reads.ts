// The household GETs, one export each (ADR 102): `reads.x` and `householdReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { HouseholdAddress, HouseholdRegistration } from './schema.ts';
import { HOUSEHOLD_PATHS } from './urls.ts';

export const householdDashboardAddress = read(
  HOUSEHOLD_PATHS.dashboardAddress,
  returns<HouseholdAddress>(),
);
export const householdSubscribeAddress = read(
  HOUSEHOLD_PATHS.subscribeAddress,
  returns<HouseholdAddress>(),
);
export const mayJoin = read(HOUSEHOLD_PATHS.mayJoin, returns<boolean>());
/** A sign-up waiting to be completed, or null (designed, ADR 042). */
export const householdRegistration = read(
  HOUSEHOLD_PATHS.registration,
  returns<HouseholdRegistration>(),
);
