import { routePaths } from '@vonk/domain';
import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ROOT, SHELL_PAGES, createRoutes, discoverRoutes } from './routes.tsx';
import { SHELL_AREAS } from './shellAreas.ts';
import type { PortalServices } from './session/PortalServices.ts';

// Never signed in: no loader or page chunk gets further than its wait, so only matching is tested.
const services = {
  auth: { getUser: () => new Promise<never>(() => {}) },
} as unknown as PortalServices;

/** A path the pattern matches: required parameters filled in, optional ones left out. */
const pathOf = (pattern: string) => pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x') || '/';

/** The pattern of the deepest matched route with a path (a parent's own screen is its index). */
const leafPattern = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)
    ?.filter((match) => match.route.path !== undefined)
    .at(-1)?.route.path;

const partial = (...pairs: [string, string][]) =>
  pairs.map(([pattern, pathname]) => ({
    route: { path: pattern },
    pathname,
  })) as unknown as Parameters<PatchRoutesOnNavigationFunction>[0]['matches'];

const DISCOVERY_MS = 10_000;

describe('route discovery (ADR 151)', () => {
  it(
    'starts without them, fetches one area per navigation, and ends with every route of the path table',
    async () => {
      const router = createMemoryRouter(createRoutes(services), {
        initialEntries: [routePaths.dashboard.href()],
        patchRoutesOnNavigation: discoverRoutes(services),
      });
      const tv = pathOf(routePaths.subscriptionsTv.pattern);
      const unsubscribe = routePaths.unsubscribe.href();
      expect(leafPattern(router.routes, tv)).toBe('*');
      expect(leafPattern(router.routes, unsubscribe)).toBe('*');

      void router.navigate(tv);
      // The first import of a shell area transforms its page reads under vitest: slow at load.
      await vi.waitFor(
        () => expect(leafPattern(router.routes, tv)).toBe(routePaths.subscriptionsTv.pattern),
        { timeout: DISCOVERY_MS },
      );
      // Its area's other routes came with it; another area's and the public pages' did not.
      expect(leafPattern(router.routes, routePaths.subscriptionsVouchers.href())).toBe(
        routePaths.subscriptionsVouchers.pattern,
      );
      expect(leafPattern(router.routes, routePaths.usage.href())).toBe('*');
      expect(leafPattern(router.routes, unsubscribe)).toBe('*');
      void router.navigate(unsubscribe);
      await vi.waitFor(
        () => expect(leafPattern(router.routes, unsubscribe)).toBe(routePaths.unsubscribe.pattern),
        { timeout: DISCOVERY_MS },
      );
      // One navigation into each area: then every route of the path table is there.
      for (const names of Object.values(SHELL_AREAS)) {
        const first = pathOf(routePaths[names[0]].pattern);
        void router.navigate(first);
        await vi.waitFor(
          () => expect(leafPattern(router.routes, first)).toBe(routePaths[names[0]].pattern),
          { timeout: DISCOVERY_MS },
        );
      }
      const unmatched = Object.entries(routePaths)
        .filter(([, { pattern }]) => leafPattern(router.routes, pathOf(pattern)) !== pattern)
        .map(([name]) => name);
      expect(unmatched).toEqual([]);
      // Each route once: no area was patched in twice.
      const paths = JSON.stringify(router.routes, ['path', 'children']).match(/"path":"[^"]*"/g);
      expect(paths?.length).toBe(new Set(paths).size);
      router.dispose();
    },
    6 * DISCOVERY_MS,
  );

  it('ends a path in no area at the 404 route, fetching nothing', async () => {
    const router = createMemoryRouter(createRoutes(services), {
      initialEntries: [routePaths.dashboard.href()],
      patchRoutesOnNavigation: discoverRoutes(services),
    });
    // A route's start without its segment end, and a path below a route that has none there.
    for (const path of [`${routePaths.transfer.href()}x`, `${routePaths.cms.href()}/x/y`]) {
      await router.navigate(path);
      await vi.waitFor(
        () => expect(router.state.location.pathname).toBe(routePaths.notFound.href()),
        {
          timeout: DISCOVERY_MS,
        },
      );
    }
    expect(leafPattern(router.routes, routePaths.transfer.href())).toBe('*');
    router.dispose();
  });

  it("patches each area's table in once, under the shell, and only its own", async () => {
    const patch = vi.fn();
    const discover = discoverRoutes(services);
    const ask = (path: string, matches: ReturnType<typeof partial>) =>
      discover({
        path,
        matches,
        patch,
        signal: new AbortController().signal,
        fetcherKey: undefined,
      });

    await ask(routePaths.outages.href(), partial(['/', '/']));
    expect(patch).toHaveBeenCalledTimes(1);
    const [routeId, routes] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(routeId).toBe(SHELL_PAGES);
    expect(leafPattern(routes, routePaths.outages.href())).toBe(routePaths.outages.pattern);
    expect(leafPattern(routes, routePaths.usage.href())).toBeUndefined();

    // The same area again, also below its path: nothing more.
    await ask(routePaths.outages.href(), partial(['/', '/']));
    await ask(`${routePaths.outages.href()}/x`, partial(['/', '/']));
    expect(patch).toHaveBeenCalledTimes(1);

    await ask(routePaths.usageCalls.href(), partial(['/', '/']));
    expect(patch).toHaveBeenCalledTimes(2);
    const [usageId, usage] = patch.mock.calls[1] as [string, RouteObject[]];
    expect(usageId).toBe(SHELL_PAGES);
    expect(leafPattern(usage, routePaths.usageCalls.href())).toBe(routePaths.usageCalls.pattern);
    expect(leafPattern(usage, routePaths.outages.href())).toBeUndefined();

    // A path in no area: nothing to fetch, the router's 404 route takes it.
    await ask(`${routePaths.outages.href()}-x`, partial(['/', '/']));
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it("patches a public page's part under the root, apart from the shell's", async () => {
    const patch = vi.fn();
    const discover = discoverRoutes(services);
    const signal = new AbortController().signal;
    const path = routePaths.agentLogin.href({ id: '12345678' });
    await discover({ path, matches: partial(['/', '/']), patch, signal, fetcherKey: undefined });
    expect(patch).toHaveBeenCalledTimes(1);
    const [routeId, routes] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(routeId).toBe(ROOT);
    expect(leafPattern(routes, path)).toBe(routePaths.agentLogin.pattern);
    expect(leafPattern(routes, routePaths.dashboard.href())).toBeUndefined();

    await discover({
      path: routePaths.myData.href(),
      matches: partial(['/', '/']),
      patch,
      signal,
      fetcherKey: undefined,
    });
    expect(patch).toHaveBeenCalledTimes(2);
    expect(patch.mock.calls[1]![0]).toBe(SHELL_PAGES);
  });

  it('fetches nothing for a route with parameters that matched the whole path', async () => {
    const patch = vi.fn();
    const path = routePaths.agentLogin.href({ id: '12345678' });
    await discoverRoutes(services)({
      path,
      matches: partial(['/', '/'], [routePaths.agentLogin.pattern, path]),
      patch,
      signal: new AbortController().signal,
      fetcherKey: undefined,
    });
    expect(patch).not.toHaveBeenCalled();
  });

  it('patches nothing for a navigation that was aborted meanwhile, and does on the next one', async () => {
    const patch = vi.fn();
    const discover = discoverRoutes(services);
    const aborted = new AbortController();
    aborted.abort();
    const args = { path: routePaths.cms.href(), matches: partial(['/', '/']), patch };
    await discover({ ...args, signal: aborted.signal, fetcherKey: undefined });
    expect(patch).not.toHaveBeenCalled();
    await discover({ ...args, signal: new AbortController().signal, fetcherKey: undefined });
    expect(patch).toHaveBeenCalledTimes(1);
  });
});
