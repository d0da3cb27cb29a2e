// The whole route table, readable top to bottom like spec §2.1 and §2.2.
import type { ApiClient, Auth, RuntimeConfig } from '@vonk/domain';
import { createBrowserRouter, redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './shell/RootLayout.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { createShellLoader } from './shell/shellLoader.ts';
import type { RouteHandle } from './shell/RouteHandle.ts';
import { paths } from './paths.ts';

export interface RouteDeps {
  auth: Auth;
  client: ApiClient;
  config: RuntimeConfig;
}

const handle = (value: RouteHandle) => value;

const publicScreen = () => import('./pages/public/PublicScreen.tsx').then((m) => ({ Component: m.PublicScreen }));

/**
 * Shell children whose screens later issues build: registered now with their real title and
 * breadcrumb data; the shell renders their page header and nothing pretended.
 */
const pending = (path: string, value: RouteHandle, children?: RouteObject[]): RouteObject => ({
  path,
  handle: handle(value),
  children,
});

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, loader: () => redirect(paths.dashboard) },

        // Public pages without the shell (spec §2.1, §6).
        {
          path: 'auth-callback',
          lazy: () => import('./pages/auth-callback/AuthCallbackPage.tsx').then((m) => ({ Component: m.AuthCallbackPage })),
        },
        {
          path: 'agentlogin/:id',
          lazy: () => import('./pages/agentlogin/AgentLoginPage.tsx').then((m) => ({ Component: m.AgentLoginPage })),
        },
        {
          path: 'logout',
          lazy: () => import('./pages/logout/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })),
        },
        {
          path: '404',
          handle: handle({ title: 'notFound.title' }),
          lazy: () => import('./pages/404/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
        },
        {
          path: 'error',
          handle: handle({ title: 'error.title' }),
          lazy: () => import('./pages/error/ErrorPage.tsx').then((m) => ({ Component: m.ErrorPage })),
        },
        {
          path: 'maintenance',
          lazy: () => import('./pages/maintenance/MaintenancePage.tsx').then((m) => ({ Component: m.MaintenancePage })),
        },
        { path: 'unsubscribe', handle: handle({ title: 'route.unsubscribe' }), lazy: publicScreen },
        { path: 'retour-label', handle: handle({ title: 'route.retourLabel' }), lazy: publicScreen },
        { path: 'overstappen-afronden/:reference?', handle: handle({ title: 'route.overstappenAfronden' }), lazy: publicScreen },
        { path: 'nieuwe-gebruikersnaam', handle: handle({ title: 'route.nieuweGebruikersnaam' }), lazy: publicScreen },
        { path: 'TaskBOFeedback', handle: handle({ title: 'route.taskFeedback' }), lazy: publicScreen },

        // Authenticated shell: login guard on it and all its children (spec §2.2).
        {
          id: 'shell',
          loader: createShellLoader(deps),
          lazy: () => import('./shell/AuthenticatedShell.tsx').then((m) => ({ Component: m.AuthenticatedShell })),
          children: [
            {
              path: 'dashboard',
              handle: handle({ title: 'dashboard.title', handleHttpErrors: false }),
              lazy: () => import('./pages/dashboard/DashboardPage.tsx').then((m) => ({ Component: m.DashboardPage })),
            },
            pending('download-inzageverzoek', { title: 'route.inzageverzoek' }),
            pending('rekeningen', { title: 'route.rekeningen' }),
            pending('bestellingen', { title: 'route.bestellingen' }, [
              pending('thuis', { title: 'route.bestellingenThuis', showSubMenu: true }),
            ]),
            pending('abonnementen', { title: 'route.abonnementen' }),
            pending('gebruikskosten', { title: 'route.gebruikskosten' }, [
              pending('bellen', { title: 'route.gebruikskostenBellen', showSubMenu: true }),
            ]),
            pending('instellingen', { title: 'route.instellingen', breadcrumbTarget: '/instellingen/tv' }, [
              pending('tv', { title: 'route.instellingenTv', showSubMenu: true }),
            ]),
            pending('mijn-gegevens', { title: 'route.mijnGegevens' }, [
              pending('adresgegevens', { title: 'route.adresgegevens', showSubMenu: true }),
            ]),
            pending('storingen', { title: 'route.storingen' }),
            pending('overstappen', { title: 'route.overstappen' }),
            pending('klantvoordeel', { title: 'route.klantvoordeel' }, [
              pending('aanmelden', { title: 'route.klantvoordeelAanmelden', showSubMenu: true }),
              pending('aanmelden-niet-mogelijk', { title: 'route.klantvoordeelNietMogelijk', showSubMenu: true }),
              pending('afmelden', { title: 'route.klantvoordeelAfmelden', showSubMenu: true }),
              pending('verstuurd/aanmelding-in-behandeling', { title: 'route.klantvoordeelInBehandeling', showSubMenu: true }),
            ]),
          ],
        },
        { path: '*', loader: () => redirect(paths.notFound) },
      ],
    },
  ];
}

export function createPortalRouter(deps: RouteDeps) {
  return createBrowserRouter(createRoutes(deps));
}
