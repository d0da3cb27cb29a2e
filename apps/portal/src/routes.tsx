// The whole route table, readable top to bottom like spec §2.1 and §2.2.
import type { ApiClient, Auth, RuntimeConfig, TrackingPort } from '@vonk/domain';
import { createBrowserRouter, redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './shell/RootLayout.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { InitialLoading } from './shell/InitialLoading.tsx';
import { createShellLoader } from './shell/shellLoader.ts';
import type { RouteHandle } from './shell/RouteHandle.ts';
import { paths } from './paths.ts';
import { guardLoader } from './shell/guardLoader.ts';
import type { GuardFacts } from './shell/guardLoader.ts';
import {
  ALLOW,
  cmsGuard,
  convergedGuard,
  demoGuard,
  firstBlocking,
  migratedUrlGuard,
  outagesGuard,
  productionGuard,
  subscriptionGuard,
} from '@vonk/domain';
import type { FeatureName, GuardResult } from '@vonk/domain';

export interface RouteDeps {
  auth: Auth;
  client: ApiClient;
  config: RuntimeConfig;
  tracking: TrackingPort;
}

const handle = (value: RouteHandle) => value;

/**
 * Shell children whose screens later issues build: registered now with their real title and
 * breadcrumb data; the shell renders their page header and nothing pretended.
 */
const pending = (path: string, value: RouteHandle, children?: RouteObject[]): RouteObject => ({
  path,
  handle: handle(value),
  children,
});

/** A route behind domain guards (first blocking one decides), run in its loader. */
const guarded = (
  deps: RouteDeps,
  route: RouteObject,
  ...guards: ((facts: GuardFacts) => GuardResult)[]
): RouteObject => ({
  ...route,
  loader: guardLoader(deps, (facts) => firstBlocking(...guards.map((guard) => guard(facts)))),
});

// Which shell routes need which guard. The spec names a subscription guard on "several" routes
// without saying which (§2.2): decided here for the pages about a running subscription.
const converged = (facts: GuardFacts) => convergedGuard(facts);
const subscription = (facts: GuardFacts) => subscriptionGuard(facts);
const outages = (facts: GuardFacts) => outagesGuard(facts);
const cms = (facts: GuardFacts) => cmsGuard(facts.features);
const demo = (facts: GuardFacts) => demoGuard(facts.config);
// Spec §2.3: "a guard redirects to /dashboard in a production build for the route it protects".
const notInProduction = (facts: GuardFacts) => productionGuard(facts.config);
// Spec §2.3 migratedUrl: the route opens the provider's other web app under its 'my' path and
// never in-app. The spec names no route; decided here: the two whose feature switch says they
// moved there (settings2Magenta, invoices2Magenta), so only the conditioned variant is in use.
const migrated = (migratedUrl: string, featureSwitch?: FeatureName) => (facts: GuardFacts) => {
  // Without the main site in config.json there is nowhere to send to: the in-app route stays.
  const mainSite = facts.config.externalUrls.home;
  return mainSite
    ? migratedUrlGuard({ migratedUrl, featureSwitch }, { mainSite, features: facts.features })
    : ALLOW;
};

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <InitialLoading />,
      children: [
        { index: true, loader: () => redirect(paths.dashboard) },

        // Public pages without the shell (spec §2.1, §6).
        {
          path: 'auth-callback',
          lazy: () =>
            import('./pages/auth-callback/AuthCallbackPage.tsx').then((m) => ({
              Component: m.AuthCallbackPage,
            })),
        },
        {
          path: 'agentlogin/:id',
          lazy: () =>
            import('./pages/agentlogin/AgentLoginPage.tsx').then((m) => ({
              Component: m.AgentLoginPage,
            })),
        },
        {
          path: 'logout',
          lazy: () =>
            import('./pages/logout/LogoutPage.tsx').then((m) => ({ Component: m.LogoutPage })),
        },
        {
          path: '404',
          handle: handle({ title: 'notFound.title' }),
          lazy: () =>
            import('./pages/404/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
        },
        {
          path: 'error',
          handle: handle({ title: 'error.title' }),
          lazy: () =>
            import('./pages/error/ErrorPage.tsx').then((m) => ({ Component: m.ErrorPage })),
        },
        {
          path: 'maintenance',
          lazy: () =>
            import('./pages/maintenance/MaintenancePage.tsx').then((m) => ({
              Component: m.MaintenancePage,
            })),
        },
        {
          path: 'unsubscribe',
          handle: handle({ title: 'route.unsubscribe' }),
          lazy: () =>
            import('./pages/unsubscribe/UnsubscribePage.tsx').then((m) => ({
              Component: m.UnsubscribePage,
            })),
        },
        {
          path: 'retour-label',
          handle: handle({ title: 'route.retourLabel' }),
          lazy: () =>
            import('./pages/retour-label/ReturnLabelPage.tsx').then((m) => ({
              Component: m.ReturnLabelPage,
            })),
        },
        {
          path: 'overstappen-afronden/:reference?',
          handle: handle({ title: 'route.overstappenAfronden' }),
          lazy: () =>
            import('./pages/overstappen-afronden/CompleteTransferPage.tsx').then((m) => ({
              Component: m.CompleteTransferPage,
            })),
        },
        {
          path: 'nieuwe-gebruikersnaam',
          handle: handle({ title: 'route.nieuweGebruikersnaam' }),
          lazy: () =>
            import('./pages/nieuwe-gebruikersnaam/NewUsernamePage.tsx').then((m) => ({
              Component: m.NewUsernamePage,
            })),
        },
        {
          path: 'TaskBOFeedback',
          handle: handle({ title: 'route.taskFeedback' }),
          lazy: () =>
            import('./pages/TaskBOFeedback/TaskFeedbackPage.tsx').then((m) => ({
              Component: m.TaskFeedbackPage,
            })),
        },

        // Authenticated shell: login guard on it and all its children (spec §2.2).
        {
          id: 'shell',
          loader: createShellLoader(deps),
          lazy: () =>
            import('./shell/AuthenticatedShell.tsx').then((m) => ({
              Component: m.AuthenticatedShell,
            })),
          // A failing page keeps the shell (header, menu) and says what happened in its place.
          children: [
            {
              errorElement: <RouteErrorPage withinShell />,
              children: [
                guarded(
                  deps,
                  {
                    path: 'dashboard',
                    handle: handle({ title: 'dashboard.title', handleHttpErrors: false }),
                    lazy: () =>
                      import('./pages/dashboard/DashboardPage.tsx').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                  },
                  converged,
                ),
                pending('download-inzageverzoek', { title: 'route.inzageverzoek' }),
                guarded(
                  deps,
                  pending('rekeningen', { title: 'route.rekeningen' }),
                  migrated('/facturen', 'invoices2MagentaFeatureIsEnabled'),
                  converged,
                ),
                pending('bestellingen', { title: 'route.bestellingen' }, [
                  pending('thuis', { title: 'route.bestellingenThuis', showSubMenu: true }),
                ]),
                guarded(
                  deps,
                  pending('abonnementen', { title: 'route.abonnementen' }),
                  converged,
                  subscription,
                ),
                guarded(
                  deps,
                  pending('gebruikskosten', { title: 'route.gebruikskosten' }, [
                    pending('bellen', { title: 'route.gebruikskostenBellen', showSubMenu: true }),
                  ]),
                  converged,
                  subscription,
                ),
                guarded(
                  deps,
                  pending(
                    'instellingen',
                    { title: 'route.instellingen', breadcrumbTarget: '/instellingen/tv' },
                    [pending('tv', { title: 'route.instellingenTv', showSubMenu: true })],
                  ),
                  migrated('/instellingen', 'settings2MagentaFeatureIsEnabled'),
                  converged,
                  subscription,
                ),
                pending('mijn-gegevens', { title: 'route.mijnGegevens' }, [
                  pending('adresgegevens', { title: 'route.adresgegevens', showSubMenu: true }),
                ]),
                guarded(deps, pending('storingen', { title: 'route.storingen' }), outages),
                pending('overstappen', { title: 'route.overstappen' }),
                guarded(
                  deps,
                  pending('klantvoordeel', { title: 'route.klantvoordeel' }, [
                    pending('aanmelden', {
                      title: 'route.klantvoordeelAanmelden',
                      showSubMenu: true,
                    }),
                    pending('aanmelden-niet-mogelijk', {
                      title: 'route.klantvoordeelNietMogelijk',
                      showSubMenu: true,
                    }),
                    pending('afmelden', {
                      title: 'route.klantvoordeelAfmelden',
                      showSubMenu: true,
                    }),
                    pending('verstuurd/aanmelding-in-behandeling', {
                      title: 'route.klantvoordeelInBehandeling',
                      showSubMenu: true,
                    }),
                  ]),
                  converged,
                ),
                guarded(
                  deps,
                  {
                    path: 'cms',
                    handle: handle({ title: 'route.cms' }),
                    lazy: () =>
                      import('./pages/cms/CmsPage.tsx').then((m) => ({ Component: m.CmsPage })),
                  },
                  cms,
                ),
                guarded(
                  deps,
                  {
                    path: 'demo',
                    handle: handle({ title: 'route.demo' }),
                    lazy: () =>
                      import('./pages/demo/DemoPage.tsx').then((m) => ({ Component: m.DemoPage })),
                  },
                  notInProduction,
                  demo,
                ),
              ],
            },
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
