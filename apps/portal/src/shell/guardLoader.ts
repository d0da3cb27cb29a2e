import type {
  Account,
  ConvergedStatus,
  FeatureConfiguration,
  GuardResult,
  RuntimeConfig,
  SubscriptionStatus,
} from '@vonk/domain';
import { redirect } from 'react-router-dom';
import type { PortalServices } from '../session/PortalServices.ts';

export interface GuardFacts {
  account: Account | null;
  converged: ConvergedStatus | null;
  status: SubscriptionStatus | null;
  features: FeatureConfiguration;
  config: RuntimeConfig;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/**
 * Turns pure domain guards into a route loader. The facts come from the client's cache, which the
 * shell's preload filled moments before, so a guard costs no request. Unknown facts never block:
 * the page then shows its own error state.
 */
export function guardLoader(
  { auth, client, config }: Pick<PortalServices, 'auth' | 'client' | 'config'>,
  guard: (facts: GuardFacts) => GuardResult,
) {
  return async function loader() {
    // React Router runs this in parallel with the shell's login guard: without a session, leave
    // the login to the shell instead of calling the API without a token (a 401 means logout).
    if (!(await auth.getUser())) return new Promise<never>(() => {});
    const [account, converged, status, features] = await Promise.all([
      orNull(client.get('/api/account')),
      orNull(client.get('/api/converged')),
      orNull(client.get('/api/subscription/status')),
      orNull(client.get('/api/features')),
    ]);
    const result = guard({ account, converged, status, features: features ?? {}, config });
    // Only an explicit allow opens the route; every other answer is a redirect by its type.
    if ('allow' in result) return null;
    if (result.external) {
      window.location.assign(result.redirect);
      return new Promise<never>(() => {});
    }
    throw redirect(result.redirect);
  };
}
