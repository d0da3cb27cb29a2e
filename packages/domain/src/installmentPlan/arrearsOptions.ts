import type { CollectionAgency, DunningStatus } from '../invoices/schema.ts';
import type { InstallmentPlan, InstallmentPlanEligibility } from './schema.ts';
import type { IsoDate } from '../endpoint/common.ts';
import type { PostponePaymentStatus } from '../postponePayment/schema.ts';
import { isMaintenanceNoticeActive } from '../service/notices.ts';

/**
 * What a payment arrangement can be now (ADR 033, issue #26). Every part of /rekeningen renders
 * this one answer: the dunning notice's ways out, the arrangement section and its flow, and
 * the postponement's "instead".
 */
export type ArrangementOption =
  /** A plan runs: its schedule. */
  | { kind: 'running'; plan: InstallmentPlan }
  /** The API says a plan runs but did not send it (yet). */
  | { kind: 'alreadyArranged' }
  /** Choose from `termOptions` months. */
  | { kind: 'possible'; amount: number; termOptions: number[] }
  /** It would be possible, but not in the spec §8 maintenance window (22/01–26/01). */
  | { kind: 'maintenance'; amount: number }
  /** installment2Magenta: made in the other web app. */
  | { kind: 'elsewhere' }
  /** Nothing is late, so nothing to arrange. */
  | { kind: 'notNeeded' }
  /** The arrear is below the minimum (null when the API does not say it). */
  | { kind: 'tooSmall'; amount: number; minimum: number | null }
  /** At the collection agency: arranged with them (null when the API does not name it). */
  | { kind: 'atCollectionAgency'; agency: CollectionAgency | null }
  /** Refused for a reason the API does not name: said as it is, with the service line. */
  | { kind: 'refused' };

/** What postponing the open invoice can be now. */
export type PostponeOption =
  | { kind: 'possible'; invoiceId: string; newDueDate: IsoDate }
  /** It would be possible, but not in the spec §8 maintenance window. */
  | { kind: 'maintenance'; invoiceId: string; newDueDate: IsoDate }
  /** Once per invoice, and this one was postponed. */
  | { kind: 'usedAlready'; invoiceId: string }
  /** No open invoice to postpone. */
  | { kind: 'notNeeded' }
  /** Not while an invoice is late; `arrangementInstead` only when one can be made now. */
  | { kind: 'inArrears'; arrangementInstead: boolean };

export interface ArrearsOptions {
  arrangement: ArrangementOption;
  postpone: PostponeOption;
}

export interface ArrearsFacts {
  /** The portal's calendar day (spec §8 window). */
  today: Date | IsoDate;
  features: { installment2MagentaFeatureIsEnabled?: boolean };
  dunning: DunningStatus;
  plan: InstallmentPlan | null;
  eligibility: InstallmentPlanEligibility;
  postpone: PostponePaymentStatus;
}

/** The arrangement and the postponement, decided once from the API's answers and the day. */
export function arrearsOptions(facts: ArrearsFacts): ArrearsOptions {
  const arrangement = arrangementOption(facts);
  return { arrangement, postpone: postponeOption(facts, arrangement) };
}

function arrangementOption(facts: ArrearsFacts): ArrangementOption {
  const { dunning, plan, eligibility } = facts;
  if (facts.features.installment2MagentaFeatureIsEnabled === true) return { kind: 'elsewhere' };
  if (plan) return { kind: 'running', plan };
  if (eligibility.eligible && eligibility.termOptions.length > 0) {
    return isMaintenanceNoticeActive(facts.today)
      ? { kind: 'maintenance', amount: eligibility.amount }
      : { kind: 'possible', amount: eligibility.amount, termOptions: eligibility.termOptions };
  }
  // Without a reason the dunning status says what it is; an eligible answer without terms is a
  // refusal the API cannot explain.
  const reason =
    eligibility.reason ??
    (dunning.stage === 'Collection'
      ? 'AtCollectionAgency'
      : dunning.inDunning || eligibility.eligible
        ? 'Other'
        : 'NotInArrears');
  switch (reason) {
    case 'NotInArrears':
      return { kind: 'notNeeded' };
    case 'AlreadyInArrangement':
      return { kind: 'alreadyArranged' };
    case 'AmountTooLow':
      return { kind: 'tooSmall', amount: eligibility.amount, minimum: eligibility.minimumAmount };
    case 'AtCollectionAgency':
      return { kind: 'atCollectionAgency', agency: dunning.collectionAgency };
    case 'Other':
      return { kind: 'refused' };
  }
}

function postponeOption(facts: ArrearsFacts, arrangement: ArrangementOption): PostponeOption {
  const { postpone, dunning } = facts;
  if (postpone.possible && postpone.invoiceId && postpone.newDueDate) {
    const option = { invoiceId: postpone.invoiceId, newDueDate: postpone.newDueDate };
    return isMaintenanceNoticeActive(facts.today)
      ? { kind: 'maintenance', ...option }
      : { kind: 'possible', ...option };
  }
  if (postpone.alreadyPostponed && postpone.invoiceId) {
    return { kind: 'usedAlready', invoiceId: postpone.invoiceId };
  }
  if (postpone.invoiceId && dunning.inDunning) {
    return { kind: 'inArrears', arrangementInstead: arrangement.kind === 'possible' };
  }
  return { kind: 'notNeeded' };
}
