import type { Subscription } from '../subscription/schema.ts';
import type { AvailableProduct } from './schema.ts';

// Ordering rules of /abonnementen flows that are not about one payload (issue #14).

/** Spec §3 product name: keeping the current number. A service on the line, not a line itself. */
export const NUMBER_PORTING = 'Nummerbehoud';

/** Which phone line an order of fixed calling adds (spec §3 primary and secondary VoIP). */
export type FixedLineSlot = 'primary' | 'secondary';

/**
 * The line a fixed-calling order would add: the first when there is none, a second beside the
 * first, none when both are taken. Fixed calling runs over the internet line: none without it.
 */
export function fixedLineSlot(
  subscription: Pick<
    Subscription,
    'currentInternet' | 'currentPrimaryVoipProduct' | 'currentSecondaryVoipProduct'
  >,
): FixedLineSlot | null {
  if (!subscription.currentInternet) return null;
  if (!subscription.currentPrimaryVoipProduct) return 'primary';
  if (!subscription.currentSecondaryVoipProduct) return 'secondary';
  return null;
}

/**
 * The calling plans a line can be ordered with (GET /api/products/voip), cheapest first. Number
 * porting is not a plan: it is requested on the line afterwards (voip settings, ADR 066). A plan
 * the customer has already is offered again: a second line may have the first one's plan.
 */
export function fixedLinePlans(catalogue: readonly AvailableProduct[]): AvailableProduct[] {
  return catalogue
    .filter((product) => product.category === 'Voip' && product.name !== NUMBER_PORTING)
    .toSorted((a, b) => a.price - b.price);
}
