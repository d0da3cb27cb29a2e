// The household GETs, one export each (ADR 102): `reads.x` and `householdReads.x` name them, and a bundle
// keeps only the ones its code names. Each carries spec §7.2's rule for its answer, so the
// dashboard, /klantvoordeel and its flows read the same value.
import { read, returns } from '../endpoint/endpoint.ts';
import { householdAddress, mayJoin as coerceMayJoin } from './rules.ts';
import type { HouseholdAddress, HouseholdBenefit, HouseholdRegistration } from './schema.ts';
import { HOUSEHOLD_PATHS } from './urls.ts';

/** The address the benefit is active for; null when empty (spec §7.2). */
export const householdDashboardAddress = read(
  HOUSEHOLD_PATHS.dashboardAddress,
  returns<HouseholdAddress>(),
  { normalize: householdAddress },
);
/** The address to sign up with; null when empty (spec §7.2). */
export const householdSubscribeAddress = read(
  HOUSEHOLD_PATHS.subscribeAddress,
  returns<HouseholdAddress>(),
  { normalize: householdAddress },
);
/** May the customer join, coerced to a boolean: anything falsy means no (spec §4, §7.2). */
export const mayJoin = read(HOUSEHOLD_PATHS.mayJoin, returns<boolean>(), {
  ttl: 'medium',
  normalize: coerceMayJoin,
});
/** A sign-up waiting to be completed, or null (designed, ADR 042). */
export const householdRegistration = read(
  HOUSEHOLD_PATHS.registration,
  returns<HouseholdRegistration>(),
  { normalize: (answer) => (answer ? (answer as HouseholdRegistration) : null) },
);
/** What the benefit is worth per linked mobile line (designed, issue #29, ADR 138). */
export const householdBenefit = read(HOUSEHOLD_PATHS.benefit, returns<HouseholdBenefit>());
