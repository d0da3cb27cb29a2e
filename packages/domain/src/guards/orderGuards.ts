import type { ConvergedStatus } from '../converged/schema.ts';
import type { FeatureConfiguration } from '../features/schema.ts';
import type { SubscriptionStatus } from '../subscription/schema.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { ALLOW, redirect } from './GuardResult.ts';
import type { GuardResult } from './GuardResult.ts';

/**
 * `initialOrderRedirectFeatureIsEnabled` (spec §3 names the flag, not what it does; ADR 039):
 * /bestellingen/thuis is the page about a running initial order; with the flag on, a customer
 * whose initial order is no longer running (status known and not `InitialOrderInProgress`) is
 * sent on to /bestellingen, where all their orders are. Flag off or status unknown: the page
 * opens and says the initial order is done.
 */
export function initialOrderRedirectGuard(data: {
  features: FeatureConfiguration;
  status?: SubscriptionStatus | null;
}): GuardResult {
  return data.features.initialOrderRedirectFeatureIsEnabled === true &&
    data.status &&
    data.status.status !== 'InitialOrderInProgress'
    ? redirect(routePaths.orders.href())
    : ALLOW;
}

/**
 * Spec §2.3, §6: /overstappen only while transfer is allowed (the converged flag); otherwise the
 * dashboard. Unknown converged data does not block (the page then shows its own state).
 */
export function transferGuard(data: { converged?: ConvergedStatus | null }): GuardResult {
  return data.converged && data.converged.transferAllowed !== true
    ? redirect(routePaths.dashboard.href())
    : ALLOW;
}
