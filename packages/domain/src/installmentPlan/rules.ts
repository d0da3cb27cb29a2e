import type { InstallmentPlan } from './schema.ts';

/** Where the other web app makes payment arrangements (installment2Magenta), under its 'my' path. */
export const INSTALLMENT_PLAN_MIGRATED_URL = '/betalingsregeling';

/** The plan's next unpaid instalment, or null when everything is paid. */
export function nextInstallment(plan: InstallmentPlan) {
  return plan.installments.find((installment) => !installment.paid) ?? null;
}
