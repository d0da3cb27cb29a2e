import { z } from 'zod/mini';
import { IsoDate, WriteResult } from '../contract/common.ts';
import type { ResourceSchemas } from '../contract/endpoint.ts';
import type * as installmentPlanReads from './reads.ts';
import type { installmentPlanWrites } from './paths.ts';

/** GET /api/installmentplan/eligibility (spec §7.2; shape designed here). */
/** Why an arrangement is not possible, so the page can say it in plain Dutch (ADR 034). */
export const InstallmentPlanIneligibleReason = z.enum([
  'NotInArrears',
  'AlreadyInArrangement',
  'AmountTooLow',
  'AtCollectionAgency',
  'Other',
]);
export type InstallmentPlanIneligibleReason = z.infer<typeof InstallmentPlanIneligibleReason>;

export const InstallmentPlanEligibility = z.strictObject({
  eligible: z.boolean(),
  /** Null when eligible. */
  reason: z.nullable(InstallmentPlanIneligibleReason),
  /** Amount the plan would cover. */
  amount: z.number(),
  /** Allowed numbers of monthly terms, e.g. [2, 3, 6]; empty when not eligible. */
  termOptions: z.array(z.number()),
});
export type InstallmentPlanEligibility = z.infer<typeof InstallmentPlanEligibility>;

export const Installment = z.strictObject({
  dueDate: IsoDate,
  amount: z.number(),
  paid: z.boolean(),
});
export type Installment = z.infer<typeof Installment>;

/** GET /api/installmentplan: the running plan, or null when there is none. */
export const InstallmentPlan = z.strictObject({
  id: z.string(),
  totalAmount: z.number(),
  startDate: IsoDate,
  installments: z.array(Installment),
});
export type InstallmentPlan = z.infer<typeof InstallmentPlan>;

/** POST /api/installmentplan body. Answered with a WriteResult. */
export const InstallmentPlanRequest = z.strictObject({
  terms: z.int().check(z.positive()),
});
export type InstallmentPlanRequest = z.infer<typeof InstallmentPlanRequest>;

export const installmentPlanSchemas = {
  reads: {
    installmentPlan: z.nullable(InstallmentPlan),
    installmentPlanEligibility: InstallmentPlanEligibility,
  },
  writes: { createInstallmentPlan: { body: InstallmentPlanRequest, result: WriteResult } },
} satisfies ResourceSchemas<typeof installmentPlanReads, typeof installmentPlanWrites>;
