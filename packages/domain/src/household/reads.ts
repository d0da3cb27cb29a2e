// The household GETs, one export each (ADR 102): `reads.x` and `householdReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { HouseholdAddress, HouseholdRegistration } from './schema.ts';
import { HOUSEHOLD_PATHS } from './urls.ts';

/** Household addresses are not in the spec's TTL table (30 s); may-join is 300 s. */
export const householdDashboardAddress = read(
  HOUSEHOLD_PATHS.dashboardAddress,
  'short',
  returns<HouseholdAddress>(),
);
export const householdSubscribeAddress = read(
  HOUSEHOLD_PATHS.subscribeAddress,
  'short',
  returns<HouseholdAddress>(),
);
export const mayJoin = read(HOUSEHOLD_PATHS.mayJoin, 'medium', returns<boolean>());
/** A sign-up waiting to be completed, or null (designed, ADR 042); not in §7.3: 30 s. */
export const householdRegistration = read(
  HOUSEHOLD_PATHS.registration,
  'short',
  returns<HouseholdRegistration>(),
);
