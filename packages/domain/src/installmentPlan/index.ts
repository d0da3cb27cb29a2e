export { createInstallmentPlan } from './createInstallmentPlan.ts';
export { useInstallmentPlan, useInstallmentPlanEligibility } from './useInstallmentPlan.ts';
