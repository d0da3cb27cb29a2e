// The route table in the entry, readable top to bottom like spec §2.1 and §2.2: the public pages,
// the authenticated shell and its landing page, the dashboard. The shell's other pages are in one
// route table per area (shellAreas.ts, shellRoutes/<area>.tsx), which the router fetches on the
// first navigation into that area (`patchRoutesOnNavigation`): a page downloads no route data of
// the pages it does not show (ADR 151). Paths come from the one path table (@vonk/domain
// routePaths, ADR 025).
import { createBrowserRouter, redirect } from 'react-router-dom';
import { matchPath } from 'react-router-dom';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import { RootLayout } from './shell/RootLayout.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { InitialLoading } from './shell/InitialLoading.tsx';
import { createShellLoader } from './shell/shellLoader.ts';
import { converged, handle, shellPageBuilders } from './shell/shellPage.ts';
import type { PortalServices } from './session/PortalServices.ts';
import { dashboardReads } from './pages/dashboard/reads.ts';
import type { ShellArea } from './shellAreas.ts';

/** The root route; publicPageRoutes.tsx's routes are patched in here. */
export const ROOT = 'root';
/** The route whose children are the shell's pages; each area's table is patched in here. */
export const SHELL_PAGES = 'shell-pages';

const r = routePaths;

/** The public pages publicPageRoutes.tsx holds: a navigation to one of these fetches that. */
const PUBLIC_PAGES = [
  r.agentLogin,
  r.unsubscribe,
  r.returnLabel,
  r.completeTransfer,
  r.newUsername,
  r.taskFeedback,
];

/** Routes the router discovers (`discoverRoutes`); stories and tests pass them in at once. */
export interface DiscoveredRoutes {
  /** Children of `ROOT`: publicPageRoutes.tsx. */
  publicPages?: RouteObject[];
  /** Children of `SHELL_PAGES`: the areas' tables (shellRoutes/). */
  shellPages?: RouteObject[];
}

/**
 * The route table. The app leaves out the routes it discovers (`discoverRoutes`); stories and
 * tests pass them in.
 */
export function createRoutes(
  services: PortalServices,
  { publicPages = [], shellPages = [] }: DiscoveredRoutes = {},
): RouteObject[] {
  const { signedIn, page } = shellPageBuilders(services);

  return [
    {
      id: ROOT,
      path: r.root.pattern,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <InitialLoading />,
      children: [
        { index: true, loader: () => redirect(r.dashboard.href()) },

        // Public pages without the shell (spec §2.1, §6); the others in publicPageRoutes.tsx.
        ...publicPages,
        {
          path: r.authCallback.pattern,
          lazy: () =>
            import('./pages/auth-callback/AuthCallbackPage.tsx').then((m) => ({
              Component: m.AuthCallbackPage,
            })),
        },
        {
          path: r.logout.pattern,
          lazy: () =>
            import('./pages/logout/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })),
        },
        {
          path: r.notFound.pattern,
          handle: handle({ title: 'notFound.title' }),
          lazy: () =>
            import('./pages/404/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
        },
        {
          path: r.error.pattern,
          handle: handle({ title: 'error.title' }),
          lazy: () =>
            import('./pages/error/ErrorPage.tsx').then((m) => ({ Component: m.ErrorPage })),
        },
        {
          path: r.maintenance.pattern,
          lazy: () =>
            import('./pages/maintenance/MaintenancePage.tsx').then((m) => ({
              Component: m.MaintenancePage,
            })),
        },

        // Authenticated shell: login guard on it and all its children (spec §2.2).
        {
          id: 'shell',
          loader: createShellLoader(services),
          lazy: signedIn(() =>
            import('./shell/AuthenticatedShell.tsx').then((m) => ({
              Component: m.AuthenticatedShell,
            })),
          ),
          // A failing page keeps the shell (header, menu) and says what happened in its place.
          children: [
            {
              id: SHELL_PAGES,
              errorElement: <RouteErrorPage withinShell />,
              children: [
                page(r.dashboard, {
                  handle: { title: 'dashboard.title', handleHttpErrors: false },
                  lazy: () =>
                    import('./pages/dashboard/DashboardPage.tsx').then((m) => ({
                      Component: m.DashboardPage,
                    })),
                  guards: [converged],
                  reads: dashboardReads,
                }),
                ...shellPages,
              ],
            },
          ],
        },
        { path: '*', loader: () => redirect(r.notFound.href()) },
      ],
    },
  ];
}

/** One lazily fetched part of the route table, patched in once. */
function discoverable(routeId: string, load: () => Promise<RouteObject[]>) {
  let routes: Promise<RouteObject[]> | undefined;
  let patched = false;
  return async (
    patch: (routeId: string, children: RouteObject[]) => void,
    signal: AbortSignal,
  ): Promise<void> => {
    if (patched) return;
    routes ??= load().catch((error: unknown) => {
      routes = undefined;
      throw error;
    });
    const children = await routes;
    if (signal.aborted) return;
    patch(routeId, children);
    patched = true;
  };
}

/**
 * Fetches and adds the routes left out of the entry when a navigation matches nothing else (React
 * Router's route discovery): a path of `PUBLIC_PAGES` fetches publicPageRoutes.tsx, a path in a
 * shell area (shellAreas.ts) that area's table, each once per page load, before that navigation's
 * loaders run, so a page's reads still leave in one round with the §2.5 preloads. A path in no
 * area fetches nothing and ends at the 404 route. The parts hold route data only (handles,
 * guards, reads); page code still loads only once signed in.
 */
export function discoverRoutes(services: PortalServices): PatchRoutesOnNavigationFunction {
  const publicPages = discoverable(ROOT, () =>
    import('./publicPageRoutes.tsx').then((m) => m.publicPageRoutes()),
  );
  const areas = new Map<ShellArea, ReturnType<typeof discoverable>>();
  return async ({ path, matches, patch, signal }) => {
    // React Router asks on every path a route with parameters matches too (/agentlogin/:id):
    // when one matched the whole path, there is nothing to find.
    if (matches.at(-1)?.pathname === path) return;
    if (PUBLIC_PAGES.some(({ pattern }) => matchPath(pattern, path)))
      return publicPages(patch, signal);
    // Which area holds the path, and the loaders of the areas' tables: a small chunk of its own,
    // so the landing dashboard does not carry them (its links warm it, shell/useWarmOnIntent.ts).
    const { shellAreaFor, shellAreaTables } = await import('./shellAreaRoutes.ts');
    const name = shellAreaFor(path);
    if (!name) return;
    if (!areas.has(name))
      areas.set(
        name,
        discoverable(SHELL_PAGES, () =>
          shellAreaTables[name]().then((m) => m.areaRoutes(services)),
        ),
      );
    return areas.get(name)!(patch, signal);
  };
}

export function createPortalRouter(services: PortalServices) {
  return createBrowserRouter(createRoutes(services), {
    patchRoutesOnNavigation: discoverRoutes(services),
  });
}
