import { z } from 'zod/mini';
import { Address, EmptyObject, IsoDateTime, WriteResult } from '../endpoint/common.ts';

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

/**
 * GET /api/household/registration (issue #12, designed; ADR 042): a sign-up waits until the
 * mobile side has checked the numbers. Null when nothing is pending; once completed the benefit
 * shows as the dashboard address.
 */
export const HouseholdRegistration = z.nullable(
  z.strictObject({
    status: z.enum(['Pending']),
    requestedAt: IsoDateTime,
    address: Address,
    phoneNumbers: z.array(z.string()),
  }),
);
export type HouseholdRegistration = z.infer<typeof HouseholdRegistration>;

/**
 * GET /api/household/benefit (issue #29, designed; ADR 138): what Klantvoordeel is worth, per
 * linked mobile subscription (spec §3 magentaSubscriptions, by `vkfe`), and whether that line
 * takes part (`Joined`), could take part (`Eligible`) or cannot (`NotEligible`, e.g. prepaid).
 * The account's contact numbers play no part.
 */
export const HouseholdBenefitLine = z.strictObject({
  vkfe: z.string(),
  /** Euro off per month while the line takes part; 0 for a line that cannot. */
  monthlyDiscount: z.number(),
  status: z.enum(['Joined', 'Eligible', 'NotEligible']),
});
export type HouseholdBenefitLine = z.infer<typeof HouseholdBenefitLine>;

export const HouseholdBenefit = z.strictObject({ lines: z.array(HouseholdBenefitLine) });
export type HouseholdBenefit = z.infer<typeof HouseholdBenefit>;

export const householdSchemas = {
  reads: {
    householdDashboardAddress: HouseholdAddress,
    householdSubscribeAddress: HouseholdAddress,
    mayJoin: z.boolean(),
    householdRegistration: HouseholdRegistration,
    householdBenefit: HouseholdBenefit,
  },
  writes: {
    // The body is optional: no body is the empty object (spec §7.2).
    subscribeHousehold: { body: z._default(HouseholdSubscribeRequest, {}), result: WriteResult },
    unsubscribeHousehold: { body: EmptyObject, result: WriteResult },
  },
};
