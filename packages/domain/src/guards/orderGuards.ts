import type {
  ConvergedStatus,
  FeatureConfiguration,
  SubscriptionStatus,
} from '../contract/index.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { ALLOW, redirect } from './GuardResult.ts';
import type { GuardResult } from './GuardResult.ts';

/**
 * `initialOrderRedirectFeatureIsEnabled` (spec §3 names the flag, not what it does; ADR 039):
 * while a customer's initial order runs, /bestellingen sends them to /bestellingen/thuis, the page
 * about that one order (tracker, appointment, what to prepare). Flag off or status unknown: the
 * list opens, with the initial order on it.
 */
export function initialOrderRedirectGuard(data: {
  features: FeatureConfiguration;
  status?: SubscriptionStatus | null;
}): GuardResult {
  return data.features.initialOrderRedirectFeatureIsEnabled === true &&
    data.status?.status === 'InitialOrderInProgress'
    ? redirect(routePaths.ordersHome.href())
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
