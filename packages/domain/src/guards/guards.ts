import type { Account } from '../account/schema.ts';
import type { ConvergedStatus } from '../converged/schema.ts';
import type { FeatureConfiguration, FeatureName } from '../features/schema.ts';
import type { Subscription, SubscriptionStatus } from '../subscription/schema.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { ALLOW, redirect } from './GuardResult.ts';
import type { GuardResult } from './GuardResult.ts';

/**
 * Spec §2.6: customers without converged info go to /bestellingen/thuis. The account's
 * noConvergedInfoYet and the converged call both count; unknown data does not block.
 */
export function convergedGuard(data: {
  account?: Pick<Account, 'noConvergedInfoYet'> | null;
  converged?: ConvergedStatus | null;
}): GuardResult {
  const missing =
    data.account?.noConvergedInfoYet === true || data.converged?.hasConvergedInfo === false;
  return missing ? redirect(routePaths.ordersHome.href()) : ALLOW;
}

/**
 * Subscription guard (spec §2.2 names it, not its rule; designed here): pages about a running
 * subscription need one; while the initial order runs or without a fixed subscription the customer
 * goes to their orders.
 */
export function subscriptionGuard(data: { status?: SubscriptionStatus | null }): GuardResult {
  if (!data.status) return ALLOW;
  return data.status.status === 'Active' && data.status.isSubscribedAtFixed
    ? ALLOW
    : redirect(routePaths.orders.href());
}

/** Outages guard (spec §6 "own guard"; rule designed here): only customers with a fixed subscription. */
export function outagesGuard(data: {
  account?: Pick<Account, 'isSubscribedAtFixed'> | null;
}): GuardResult {
  return data.account && !data.account.isSubscribedAtFixed
    ? redirect(routePaths.dashboard.href())
    : ALLOW;
}

/** Spec §2.1, §6: /cms needs the CMS feature flag. */
export function cmsGuard(features: FeatureConfiguration): GuardResult {
  return features.cmsFeatureIsEnabled === true ? ALLOW : redirect(routePaths.notFound.href());
}

/** Spec §2.1: /demo has its own guard: the runtime switch `demo` must be on. */
export function demoGuard(flags: { switches: Record<string, boolean> }): GuardResult {
  return flags.switches.demo === true ? ALLOW : redirect(routePaths.notFound.href());
}

/** Spec §2.3: a guard that sends a production build to /dashboard (for routes under construction). */
export function productionGuard(flags: { production: boolean }): GuardResult {
  return flags.production ? redirect(routePaths.dashboard.href()) : ALLOW;
}

/** Spec §2.3: the provider's other web app, under its 'my' path. */
export function migratedUrl(mainSite: string, url: string): string {
  return `${mainSite.replace(/\/$/, '')}/my${url.startsWith('/') ? url : `/${url}`}`;
}

/**
 * Spec §2.3: a route carrying a migratedUrl sends the browser to the other web app and blocks the
 * in-app route. The variant with `featureSwitch` only does so while that feature is on.
 */
export function migratedUrlGuard(
  route: { migratedUrl: string; featureSwitch?: FeatureName },
  flags: { mainSite: string; features: FeatureConfiguration },
): GuardResult {
  if (route.featureSwitch && flags.features[route.featureSwitch] !== true) return ALLOW;
  return { redirect: migratedUrl(flags.mainSite, route.migratedUrl), external: true };
}

/** Spec §2.3, §6: the Overstappen link only when transfer is allowed. */
export function showTransferLink(converged: ConvergedStatus | null | undefined): boolean {
  return converged?.transferAllowed === true;
}

/** Spec §2.3: the household benefit (Klantvoordeel) link only with current internet. */
export function showHouseholdLink(
  subscription: Pick<Subscription, 'currentInternet'> | null | undefined,
): boolean {
  return Boolean(subscription?.currentInternet);
}

/** Runs guards in order; the first that does not allow decides. */
export function firstBlocking(...results: GuardResult[]): GuardResult {
  return results.find((result) => !('allow' in result)) ?? ALLOW;
}
