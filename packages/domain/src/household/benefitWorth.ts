import type { HouseholdBenefit } from './schema.ts';
import type { LinkedSubscription } from '../account/schema.ts';
import type { HouseholdState } from './rules.ts';

/** One linked mobile line on /klantvoordeel: its alias (spec §3) and its discount per month. */
export interface BenefitLine {
  vkfe: string;
  alias: string;
  monthlyDiscount: number;
}

/**
 * What Klantvoordeel is worth to this customer (issue #29, ADR 138): for a member the lines that
 * take part and their sum per month; for one who may join the lines that would, and what that
 * would be worth; `others` are the linked lines that do not (or cannot) take part. Nothing for a
 * pending sign-up or one who cannot join, nor without a line that takes part.
 */
export type BenefitWorth =
  | { kind: 'none' }
  | {
      kind: 'member' | 'mayJoin';
      monthlyWorth: number;
      lines: BenefitLine[];
      others: Omit<BenefitLine, 'monthlyDiscount'>[];
    };

export function benefitWorth(
  state: HouseholdState,
  benefit: HouseholdBenefit,
  subscriptions: readonly Pick<LinkedSubscription, 'alias' | 'vkfe'>[],
): BenefitWorth {
  if (state.kind !== 'member' && state.kind !== 'canJoin') return { kind: 'none' };
  const taking = state.kind === 'member' ? ['Joined'] : ['Joined', 'Eligible'];
  const alias = (vkfe: string) => subscriptions.find((s) => s.vkfe === vkfe)?.alias ?? vkfe;
  const lines = benefit.lines
    .filter((line) => taking.includes(line.status) && line.monthlyDiscount > 0)
    .map((line) => ({
      vkfe: line.vkfe,
      alias: alias(line.vkfe),
      monthlyDiscount: line.monthlyDiscount,
    }));
  if (lines.length === 0) return { kind: 'none' };
  const inLines = new Set(lines.map((line) => line.vkfe));
  const others = subscriptions
    .filter((s) => !inLines.has(s.vkfe))
    .map((s) => ({ vkfe: s.vkfe, alias: s.alias }));
  const cents = lines.reduce((sum, line) => sum + Math.round(line.monthlyDiscount * 100), 0);
  return {
    kind: state.kind === 'member' ? 'member' : 'mayJoin',
    monthlyWorth: cents / 100,
    lines,
    others,
  };
}
