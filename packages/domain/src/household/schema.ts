import { z } from 'zod/mini';
import { Address, EmptyObject, WriteResult } from '../contract/common.ts';
import type { ResourceSchemas } from '../contract/endpoint.ts';
import type { householdReads, householdWrites } from './paths.ts';

/**
 * Household benefit (klantvoordeel, spec §4, §7.2). The portal asks separately for the address
 * shown on the dashboard, the address to subscribe with (each null when empty) and whether the
 * customer may join (a boolean). A dashboard address means the benefit is active for it.
 */
export const HouseholdAddress = z.nullable(Address);
export type HouseholdAddress = z.infer<typeof HouseholdAddress>;

/** POST /api/household/subscribe body; optional, defaults to an empty object. */
export const HouseholdSubscribeRequest = z.strictObject({
  /** Mobile numbers to link; the sandbox does not check them. */
  phoneNumbers: z.optional(z.array(z.string())),
});
export type HouseholdSubscribeRequest = z.infer<typeof HouseholdSubscribeRequest>;

export const householdSchemas = {
  reads: {
    householdDashboardAddress: HouseholdAddress,
    householdSubscribeAddress: HouseholdAddress,
    mayJoin: z.boolean(),
  },
  writes: {
    // The body is optional: no body is the empty object (spec §7.2).
    subscribeHousehold: { body: z._default(HouseholdSubscribeRequest, {}), result: WriteResult },
    unsubscribeHousehold: { body: EmptyObject, result: WriteResult },
  },
} satisfies ResourceSchemas<typeof householdReads, typeof householdWrites>;
