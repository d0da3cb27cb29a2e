import type { Subscription } from '../subscription/schema.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { showHouseholdLink } from './guards.ts';
import { ALLOW, redirect } from './GuardResult.ts';
import type { GuardResult } from './GuardResult.ts';

/**
 * Spec §2.3: Klantvoordeel "only shown when the customer currently has internet" — the route as
 * well as its menu link (issue #12, ADR 073). The same rule as the link, so a customer never
 * reaches a page the menu hides. Without internet: the dashboard. An unknown subscription (a
 * failed preload) does not block: the page then shows its own error state.
 */
export function householdGuard(data: {
  subscription?: Pick<Subscription, 'currentInternet'> | null;
}): GuardResult {
  return data.subscription && !showHouseholdLink(data.subscription)
    ? redirect(routePaths.dashboard.href())
    : ALLOW;
}
