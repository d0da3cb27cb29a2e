export { createInstallmentPlan } from './createInstallmentPlan.ts';
export { addMonths, installmentSchedule } from './schedule.ts';
export {
  INSTALLMENT_PLAN_MIGRATED_URL,
  arrangementBlock,
  arrangementState,
  nextInstallment,
  postponeBlock,
  postponeReason,
} from './rules.ts';
export type { ArrangementState, BillingBlock, PostponeReason } from './rules.ts';
