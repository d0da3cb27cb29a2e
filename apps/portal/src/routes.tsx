// The route table in the entry, readable top to bottom like spec §2.1 and §2.2: the public pages,
// the authenticated shell and its landing page, the dashboard. The shell's other pages are in
// shellPageRoutes.tsx, which the router fetches on the first navigation to one of them
// (`patchRoutesOnNavigation`): the logged-in dashboard does not download the routes it does not
// show (ADR 092). Paths come from the one path table (@vonk/domain routePaths, ADR 025).
import { createBrowserRouter, redirect } from 'react-router-dom';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import { RootLayout } from './shell/RootLayout.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { InitialLoading } from './shell/InitialLoading.tsx';
import { createShellLoader } from './shell/shellLoader.ts';
import { converged, handle, shellPageBuilders } from './shell/shellPage.ts';
import type { PortalServices } from './session/PortalServices.ts';
import { dashboardReads } from './pages/dashboard/reads.ts';

/** The route whose children are the shell's pages; shellPageRoutes.tsx's are patched in here. */
export const SHELL_PAGES = 'shell-pages';

const r = routePaths;

/**
 * The route table. `shellPages` are the shell's other pages (shellPageRoutes.tsx): stories and
 * tests pass them in; the app leaves them out and discovers them (`discoverShellPages`).
 */
export function createRoutes(
  services: PortalServices,
  shellPages: RouteObject[] = [],
): RouteObject[] {
  const { signedIn, page } = shellPageBuilders(services);

  return [
    {
      path: r.root.pattern,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <InitialLoading />,
      children: [
        { index: true, loader: () => redirect(r.dashboard.href()) },

        // Public pages without the shell (spec §2.1, §6).
        {
          path: r.authCallback.pattern,
          lazy: () =>
            import('./pages/auth-callback/AuthCallbackPage.tsx').then((m) => ({
              Component: m.AuthCallbackPage,
            })),
        },
        {
          path: r.agentLogin.pattern,
          lazy: () =>
            import('./pages/agentlogin/AgentLoginPage.tsx').then((m) => ({
              Component: m.AgentLoginPage,
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
        {
          path: r.unsubscribe.pattern,
          handle: handle({ title: 'route.unsubscribe' }),
          lazy: () =>
            import('./pages/unsubscribe/UnsubscribePage.tsx').then((m) => ({
              Component: m.UnsubscribePage,
            })),
        },
        {
          path: r.returnLabel.pattern,
          handle: handle({ title: 'route.retourLabel' }),
          lazy: () =>
            import('./pages/retour-label/ReturnLabelPage.tsx').then((m) => ({
              Component: m.ReturnLabelPage,
            })),
        },
        {
          path: r.completeTransfer.pattern,
          handle: handle({ title: 'route.overstappenAfronden' }),
          lazy: () =>
            import('./pages/overstappen-afronden/CompleteTransferPage.tsx').then((m) => ({
              Component: m.CompleteTransferPage,
            })),
        },
        {
          path: r.newUsername.pattern,
          handle: handle({ title: 'route.nieuweGebruikersnaam' }),
          lazy: () =>
            import('./pages/nieuwe-gebruikersnaam/NewUsernamePage.tsx').then((m) => ({
              Component: m.NewUsernamePage,
            })),
        },
        {
          path: r.taskFeedback.pattern,
          handle: handle({ title: 'route.taskFeedback' }),
          lazy: () =>
            import('./pages/TaskBOFeedback/TaskFeedbackPage.tsx').then((m) => ({
              Component: m.TaskFeedbackPage,
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

/**
 * Fetches and adds the shell's other pages when a navigation matches nothing but the catch-all
 * (React Router's route discovery): once per page load, before that navigation's loaders run, so
 * a page's reads still leave in one round with the §2.5 preloads. The chunk holds route data
 * only (handles, guards, reads); page code still loads only once signed in.
 */
export function discoverShellPages(services: PortalServices): PatchRoutesOnNavigationFunction {
  let shellPages: Promise<RouteObject[]> | undefined;
  let patched = false;
  return async ({ path, matches, patch, signal }) => {
    // React Router asks on every path a route with parameters matches too (/agentlogin/:id):
    // when one matched the whole path, there is nothing to find.
    if (patched || matches.at(-1)?.pathname === path) return;
    shellPages ??= import('./shellPageRoutes.tsx').then(
      (m) => m.shellPageRoutes(services),
      (error: unknown) => {
        shellPages = undefined;
        throw error;
      },
    );
    const routes = await shellPages;
    if (signal.aborted) return;
    patch(SHELL_PAGES, routes);
    patched = true;
  };
}

export function createPortalRouter(services: PortalServices) {
  return createBrowserRouter(createRoutes(services), {
    patchRoutesOnNavigation: discoverShellPages(services),
  });
}
