import type { Address } from './common.ts';

/**
 * Household benefit (klantvoordeel, spec §4, §7.2). The portal asks separately for the address
 * shown on the dashboard, the address to subscribe with (each null when empty) and whether the
 * customer may join (a boolean). A dashboard address means the benefit is active for it.
 */
export type HouseholdAddress = Address | null;

/** POST /api/household/subscribe body; optional, defaults to an empty object. */
export interface HouseholdSubscribeRequest {
  /** Mobile numbers to link; the sandbox does not check them. */
  phoneNumbers?: string[];
}
