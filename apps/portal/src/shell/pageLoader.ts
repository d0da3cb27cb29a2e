import { preload } from '@vonk/domain';
import type { ApiClient, GuardResult, ParamArgs, ReadDescriptor } from '@vonk/domain';
import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import type { PortalServices } from '../session/PortalServices.ts';
import { applyGuard } from './guards.ts';
import type { GuardFacts } from './guards.ts';
import { preloadBudget, preloadBudgetMs } from './preloadBudget.ts';
import { untilSignedIn } from './untilSignedIn.ts';

/** One read a page needs, started by its route loader: `pageRead(reads.order, { id })`. */
export type PageRead = (client: ApiClient) => Promise<unknown>;

export function pageRead<T, P>(read: ReadDescriptor<T, P>, ...params: ParamArgs<P>): PageRead {
  return (client) => preload(client, read, ...params);
}

export interface PageReadArgs {
  params: Params;
  url: URL;
}

export interface PageLoaderOptions {
  /** Domain guards, decided on the preloaded facts (first blocking one wins). */
  guard?: (facts: GuardFacts) => GuardResult;
  /** The reads the page renders from, with the route's parameters and search. */
  reads?: (args: PageReadArgs) => readonly PageRead[];
}

/**
 * A shell page's loader (recipe "Add a screen"). React Router runs it in the same round as the
 * shell's login guard and §2.5 preloads, so the page's own reads leave together with them instead
 * of after them; the page opens when both are answered (spec §2.5 "before routes open"). The page
 * reads the same descriptors with `usePageData`, which finds the answers in the client's cache.
 *
 * A failing read is not thrown here: the page's hook meets it and the §8 error handling (the
 * route's error boundary, or a dashboard tile's own error) decides, exactly as without a loader.
 * The guard's facts and the reads share the navigation's preload budget (ADR 059): a read still out
 * when it is spent lets the page open on its own loading state.
 */
export function pageLoader(
  services: Pick<PortalServices, 'auth' | 'client' | 'config' | 'errors'>,
  { guard, reads }: PageLoaderOptions,
) {
  return async function loader({ request, params }: LoaderFunctionArgs) {
    // Without a session the shell's loader signs in; no API call goes out without a token.
    await untilSignedIn(services.auth);
    const url = new URL(request.url);
    const budget = preloadBudget(preloadBudgetMs(services.config));
    // Settled from the start, so a read that fails while a guard redirects is nobody's rejection.
    const answered = budget.settle(
      (reads?.({ params, url }) ?? []).map((start) => start(services.client)),
    );
    if (guard) await applyGuard(services, guard, budget);
    // A read the page needs answered 503: maintenance (spec §8), also when a preload asked first.
    for (const result of await answered) {
      if (result?.status === 'rejected') services.errors.onNeededRead(result.reason);
    }
    return null;
  };
}
