import type { IsoDate } from './common.ts';

/**
 * GET /api/postponepayment: whether the open invoice's due date can move (uitstel van betaling).
 * POST /api/postponepayment with an empty body asks for it and answers `true` (spec §7.2).
 */
export interface PostponePaymentStatus {
  possible: boolean;
  invoiceId: string | null;
  /** Due date after postponing; null when not possible. */
  newDueDate: IsoDate | null;
  /** True once postponed: it can be done once per invoice. */
  alreadyPostponed: boolean;
}
