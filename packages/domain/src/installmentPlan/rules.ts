import type {
  DunningStatus,
  InstallmentPlan,
  InstallmentPlanEligibility,
  IsoDate,
  PostponePaymentStatus,
} from '../contract/index.ts';
import { isMaintenanceNoticeActive } from '../service/notices.ts';

/** Where the other web app makes payment arrangements (installment2Magenta), under its 'my' path. */
export const INSTALLMENT_PLAN_MIGRATED_URL = '/betalingsregeling';

/** Why an action on /rekeningen cannot be taken now. */
export type BillingBlock = 'MaintenanceNotice' | 'MovedToOtherApp';

/**
 * Spec §8: from 22/01 to 26/01 no payment arrangement or postponement can be made. With
 * installment2Magenta the arrangement is made in the other web app (spec §3 flags).
 */
export function arrangementBlock(
  today: Date | IsoDate,
  features: { installment2MagentaFeatureIsEnabled?: boolean },
): BillingBlock | null {
  if (features.installment2MagentaFeatureIsEnabled === true) return 'MovedToOtherApp';
  return isMaintenanceNoticeActive(today) ? 'MaintenanceNotice' : null;
}

/** Spec §8: no postponement in the maintenance window. */
export function postponeBlock(today: Date | IsoDate): BillingBlock | null {
  return isMaintenanceNoticeActive(today) ? 'MaintenanceNotice' : null;
}

/** What the arrangement part of the page shows. */
export type ArrangementState =
  | { kind: 'running'; plan: InstallmentPlan }
  | { kind: 'offer'; amount: number; termOptions: number[] }
  | { kind: 'notPossible'; reason: NonNullable<InstallmentPlanEligibility['reason']> };

/**
 * A running plan wins over whatever eligibility says; an eligible answer without terms is not an
 * offer. An ineligible answer without a reason is read as "not in arrears" when nothing is late.
 */
export function arrangementState(
  plan: InstallmentPlan | null,
  eligibility: InstallmentPlanEligibility,
  dunning: Pick<DunningStatus, 'inDunning' | 'stage'>,
): ArrangementState {
  if (plan) return { kind: 'running', plan };
  if (eligibility.eligible && eligibility.termOptions.length > 0) {
    return { kind: 'offer', amount: eligibility.amount, termOptions: eligibility.termOptions };
  }
  const reason =
    eligibility.reason ??
    (dunning.stage === 'Collection'
      ? 'AtCollectionAgency'
      : dunning.inDunning
        ? 'Other'
        : 'NotInArrears');
  return { kind: 'notPossible', reason };
}

/** Why postponing is not possible (ADR 034); null when it is. */
export type PostponeReason = 'AlreadyPostponed' | 'NoOpenInvoice' | 'InArrears';

export function postponeReason(
  status: PostponePaymentStatus,
  dunning: Pick<DunningStatus, 'inDunning'>,
): PostponeReason | null {
  if (status.possible) return null;
  if (status.alreadyPostponed) return 'AlreadyPostponed';
  if (!status.invoiceId) return 'NoOpenInvoice';
  return dunning.inDunning ? 'InArrears' : 'NoOpenInvoice';
}

/** The plan's next unpaid instalment, or null when everything is paid. */
export function nextInstallment(plan: InstallmentPlan) {
  return plan.installments.find((installment) => !installment.paid) ?? null;
}
