import { z } from 'zod/mini';
import { IsoDate, WriteResult } from '../endpoint/common.ts';

/** GET /api/installmentplan/eligibility (spec §7.2; shape designed here). */
/** Why an arrangement is not possible, so the page can say it in plain Dutch (ADR 033). */
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
  /** The smallest arrear an arrangement covers, to say why `AmountTooLow` (ADR 117); null: unknown. */
  minimumAmount: z.nullable(z.number()),
});
export type InstallmentPlanEligibility = z.infer<typeof InstallmentPlanEligibility>;

export const Installment = z.strictObject({
  dueDate: IsoDate,
  amount: z.number(),
  paid: z.boolean(),
});
export type Installment = z.infer<typeof Installment>;

/** How the terms of an arrangement are paid: debited on their date, or transferred by the customer. */
export const InstallmentPaymentMethod = z.enum(['DirectDebit', 'Transfer']);
export type InstallmentPaymentMethod = z.infer<typeof InstallmentPaymentMethod>;

/** GET /api/installmentplan: the running plan, or null when there is none. */
export const InstallmentPlan = z.strictObject({
  id: z.string(),
  totalAmount: z.number(),
  startDate: IsoDate,
  /** How its terms are paid, fixed when it was made (ADR 118, a proposal to the provider). */
  paymentMethod: InstallmentPaymentMethod,
  installments: z.array(Installment),
});
export type InstallmentPlan = z.infer<typeof InstallmentPlan>;

/**
 * GET /api/installmentplan/proposal?terms=n (ADR 118, a proposal to the provider): the plan the
 * API would make now, by its own calendar day, so the customer sees the dates they will get.
 * Null when no arrangement in `terms` terms can be made.
 */
export const InstallmentPlanProposal = z.strictObject({
  terms: z.int(),
  totalAmount: z.number(),
  /** The first term's date: the API's today. Sent back on creation (see the request). */
  startDate: IsoDate,
  paymentMethod: InstallmentPaymentMethod,
  installments: z.array(Installment),
});
export type InstallmentPlanProposal = z.infer<typeof InstallmentPlanProposal>;

/** POST /api/installmentplan body. Answered with a WriteResult. */
export const InstallmentPlanRequest = z.strictObject({
  terms: z.int().check(z.positive()),
  /**
   * The `startDate` of the proposal the customer agreed to (ADR 118). When the API's schedule now
   * starts on another day (midnight passed), it refuses with a message instead of other dates.
   */
  startDate: z.optional(IsoDate),
});
export type InstallmentPlanRequest = z.infer<typeof InstallmentPlanRequest>;

export const installmentPlanSchemas = {
  reads: {
    installmentPlan: z.nullable(InstallmentPlan),
    installmentPlanEligibility: InstallmentPlanEligibility,
    installmentPlanProposal: z.nullable(InstallmentPlanProposal),
  },
  writes: { createInstallmentPlan: { body: InstallmentPlanRequest, result: WriteResult } },
};
