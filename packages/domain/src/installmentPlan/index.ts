export { createInstallmentPlan } from './createInstallmentPlan.ts';
export type { InstallmentPlanOutcome } from './createInstallmentPlan.ts';
export { addMonths, installmentSchedule, termAmount } from './schedule.ts';
export { INSTALLMENT_PLAN_MIGRATED_URL, nextInstallment } from './rules.ts';
export { arrearsOptions } from './arrearsOptions.ts';
export type {
  ArrangementOption,
  ArrearsFacts,
  ArrearsOptions,
  PostponeOption,
} from './arrearsOptions.ts';
