import { z } from 'zod/mini';
import { IsoDate, TrueResult } from '../endpoint/common.ts';

/**
 * GET /api/postponepayment: whether the open invoice's due date can move (uitstel van betaling).
 * POST /api/postponepayment with an empty body asks for it and answers `true` (spec §7.2).
 */
export const PostponePaymentStatus = z.strictObject({
  possible: z.boolean(),
  invoiceId: z.nullable(z.string()),
  /** Due date after postponing; null when not possible. */
  newDueDate: z.nullable(IsoDate),
  /** True once postponed: it can be done once per invoice. */
  alreadyPostponed: z.boolean(),
});
export type PostponePaymentStatus = z.infer<typeof PostponePaymentStatus>;

export const postponePaymentSchemas = {
  reads: { postponePaymentStatus: PostponePaymentStatus },
  writes: { postponePayment: { body: null, result: TrueResult } },
};
