import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PortalServices } from '../session/PortalServices.ts';
import { PRELOAD_SOURCES } from './preloadSources.ts';
import { preloadBudget, preloadBudgetMs } from './preloadBudget.ts';
import { navOffStore } from './navOffStore.ts';
import { loginToTrack } from '../tracking/loginMark.ts';
import { applyBootDisplayPreferences } from './displayPreferences.ts';

/**
 * Login guard of the authenticated shell (spec §2.6) plus the §2.5 preloads. Without a session,
 * start authentication with the requested path in the auth state; the route never opens meanwhile.
 * With one, every preload starts at once and fills the domain cache, so pages do not wait in a
 * waterfall. The round has a budget (ADR 059): a preload still out when it is spent no longer
 * holds the route closed. Every failure, a 503 too (issue #31), is logged by the catalogue's rules
 * and left to the page that needs the data: its loader or hook meets the 503 and opens maintenance
 * (spec §8), other failures show the page's own error state; a page that never reads it stays. The first load after a login pushes the login's tracking (spec §4).
 */
export function createShellLoader({
  auth,
  client,
  tracking,
  config,
  errors,
}: Pick<PortalServices, 'auth' | 'client' | 'tracking' | 'config' | 'errors'>) {
  return async function shellLoader({ request }: LoaderFunctionArgs) {
    const user = await auth.getUser();
    if (!user) {
      const url = new URL(request.url);
      navOffStore.rememberFrom(url.search);
      await auth.signIn(`${url.pathname}${url.search}`);
      return new Promise<never>(() => {});
    }
    const budget = preloadBudget(preloadBudgetMs(config));
    // Behind the page's own reads in the client's queue (issue #31): the page opens first.
    const ahead = client.inBackground();
    const started = PRELOAD_SOURCES.map((start) => start(ahead));
    // Logged by the catalogue's rules whenever they fail, within the budget or after it.
    started.forEach((read) => void read.catch((reason: unknown) => errors.onHandled(reason)));
    await budget.settle(started);
    // Issue #30: the customer's text size, contrast and motion on :root before the shell paints.
    const agent = auth.agentSession() !== null;
    await applyBootDisplayPreferences(client, budget, { agent });
    // Spec §4: the first shell load after a login tracks it; the page does not wait for it. Only
    // that load fetches the tracking code (issue #34).
    if (loginToTrack()) {
      void import('../tracking/loginTracking.ts').then(({ trackLoginOnce }) =>
        trackLoginOnce({ client, tracking, agentSession: agent }),
      );
    }
    return { profile: auth.profile(user) };
  };
}
