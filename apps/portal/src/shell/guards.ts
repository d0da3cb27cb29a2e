import type {
  Account,
  ConvergedStatus,
  FeatureConfiguration,
  GuardResult,
  RuntimeConfig,
  Subscription,
  SubscriptionStatus,
} from '@vonk/domain';
import { getRead, knownAccount, reads } from '@vonk/domain';
import { redirect } from 'react-router-dom';
import type { PortalServices } from '../session/PortalServices.ts';
import type { PreloadBudget } from './preloadBudget.ts';

export interface GuardFacts {
  account: Account | null;
  converged: ConvergedStatus | null;
  status: SubscriptionStatus | null;
  /** The customer subscription (spec §2.5 preload): Klantvoordeel needs current internet (§2.3). */
  subscription: Subscription | null;
  features: FeatureConfiguration;
  config: RuntimeConfig;
}

const orNull = <T>(promise: Promise<T | undefined>): Promise<T | null> =>
  promise.then(
    (value) => value ?? null,
    () => null,
  );

/**
 * Decides pure domain guards for a route loader: returns when the route may open, throws React
 * Router's redirect otherwise (or leaves for an external web app). The facts come from the
 * client's cache, which the shell's preloads fill in the same round, so a guard costs no request
 * of its own (every fact is one of the §2.5 preloads; guards.test.ts holds it to that). Unknown
 * facts never block: the page then shows its own error state. A fact not in when the
 * navigation's preload budget is spent counts as unknown (ADR 059).
 */
export async function applyGuard(
  { client, config }: Pick<PortalServices, 'client' | 'config'>,
  guard: (facts: GuardFacts) => GuardResult,
  budget?: PreloadBudget,
): Promise<void> {
  const fact = <T>(read: Promise<T>) => orNull(budget ? budget.within(read) : read);
  const [account, converged, status, subscription, features] = await Promise.all([
    fact(getRead(client, reads.account)),
    fact(getRead(client, reads.converged)),
    fact(getRead(client, reads.subscriptionStatus)),
    fact(getRead(client, reads.subscription)),
    fact(getRead(client, reads.features)),
  ]);
  const result = guard({
    // The empty customer of a 503 (spec §8) is an unknown fact: it never blocks.
    account: knownAccount(account),
    converged,
    status,
    subscription,
    features: features ?? {},
    config,
  });
  // Only an explicit allow opens the route; every other answer is a redirect by its type.
  if ('allow' in result) return;
  if (result.external) {
    window.location.assign(result.redirect);
    return new Promise<never>(() => {});
  }
  throw redirect(result.redirect);
}
