import type { IsoDate } from '../endpoint/common.ts';
import { addMonths } from '../installmentPlan/schedule.ts';
import type { Subscription } from '../subscription/schema.ts';
import type { ContractInfo } from './schema.ts';

/** Best-tariff advice starts this many months before the minimum term ends (EECC art. 105(3)). */
export const BEST_TARIFF_MONTHS_AHEAD = 3;

/**
 * Where the contract stands today: `none` without a fixed term (monthly terminable), `running`
 * with more than three months of its minimum term left, `endsSoon` within three months of its
 * end, `ended` on or after its end date.
 */
export type ContractPhase = 'none' | 'running' | 'endsSoon' | 'ended';

/** What cancelling before the minimum term ends costs, and by which rule (ADR 133). */
export type EarlyTermination =
  /** The provider quotes its own fee (`earlyTerminationFee`): that is what it charges. */
  | { rule: 'quoted'; cost: number }
  /** No quote: the remaining monthly fees until the end, a started month counting in full. */
  | { rule: 'remainingFees'; cost: number; remainingMonths: number };

export interface ContractSummary {
  phase: ContractPhase;
  startDate: IsoDate;
  minimumTermMonths: number | null;
  /** End of the minimum term; null without a fixed term. */
  endDate: IsoDate | null;
  noticePeriodMonths: number;
  /** The monthly price of the contracted services: internet, TV and fixed lines (ADR 133). */
  monthlyPrice: number;
  /** Null when cancelling costs nothing (no fixed term, or the term has ended). */
  earlyTermination: EarlyTermination | null;
  /** EECC art. 105(3): advise the best tariff (term ends within three months, or has ended). */
  advisesBestTariff: boolean;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The products the minimum term covers: internet, TV and the fixed lines. */
export function contractedProducts(subscription: Subscription) {
  return [
    subscription.currentInternet,
    subscription.currentTv,
    subscription.currentPrimaryVoipProduct,
    subscription.currentSecondaryVoipProduct,
  ].filter((product) => product !== null);
}

/** Whole months from `today` to `endDate`, a started month counting in full (0 when past). */
export function remainingMonths(today: IsoDate, endDate: IsoDate): number {
  let months = 0;
  while (addMonths(today, months) < endDate) months += 1;
  return months;
}

function phaseOf(contract: ContractInfo, today: IsoDate): ContractPhase {
  if (contract.endDate === null) return 'none';
  if (!contract.hasRunningContract || contract.endDate <= today) return 'ended';
  return contract.endDate <= addMonths(today, BEST_TARIFF_MONTHS_AHEAD) ? 'endsSoon' : 'running';
}

/**
 * The contract summary /abonnementen shows (EECC art. 102 and 105; issue #28, ADR 133): start,
 * minimum term and its end, notice period, what early termination costs today, the monthly
 * price, and whether the best tariff is advised. `today` is the portal's calendar day.
 */
export function contractSummary({
  contract,
  subscription,
  today,
}: {
  contract: ContractInfo;
  subscription: Subscription;
  today: IsoDate;
}): ContractSummary {
  const phase = phaseOf(contract, today);
  const monthlyPrice = cents(
    contractedProducts(subscription).reduce((sum, product) => sum + (product.price ?? 0), 0),
  );
  let earlyTermination: EarlyTermination | null = null;
  if ((phase === 'running' || phase === 'endsSoon') && contract.endDate !== null) {
    const months = remainingMonths(today, contract.endDate);
    earlyTermination =
      contract.earlyTerminationFee !== null
        ? { rule: 'quoted', cost: contract.earlyTerminationFee }
        : { rule: 'remainingFees', cost: cents(months * monthlyPrice), remainingMonths: months };
  }
  return {
    phase,
    startDate: contract.startDate,
    minimumTermMonths: contract.minimumTermMonths,
    endDate: contract.endDate,
    noticePeriodMonths: contract.noticePeriodMonths,
    monthlyPrice,
    earlyTermination,
    advisesBestTariff: phase !== 'running',
  };
}
