// The whole route table, readable top to bottom like spec §2.1 and §2.2. Paths come from the one
// path table (@vonk/domain routePaths, ADR 025); child routes use their full pattern.
import { createBrowserRouter, redirect } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './shell/RootLayout.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { InitialLoading } from './shell/InitialLoading.tsx';
import { createShellLoader } from './shell/shellLoader.ts';
import type { RouteHandle } from './shell/RouteHandle.ts';
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
  routePaths,
  subscriptionGuard,
} from '@vonk/domain';
import type { FeatureName, GuardResult } from '@vonk/domain';
import type { PortalServices } from './session/PortalServices.ts';

const handle = (value: RouteHandle) => value;

/**
 * Shell children whose screens later issues build: registered now with their real title and
 * breadcrumb data; the shell renders their page header and nothing pretended.
 */
const pending = (
  { pattern }: { pattern: string },
  value: RouteHandle,
  children?: RouteObject[],
): RouteObject => ({
  path: pattern,
  handle: handle(value),
  children,
});

/** A route behind domain guards (first blocking one decides), run in its loader. */
const guarded = (
  services: PortalServices,
  route: RouteObject,
  ...guards: ((facts: GuardFacts) => GuardResult)[]
): RouteObject => ({
  ...route,
  loader: guardLoader(services, (facts) => firstBlocking(...guards.map((guard) => guard(facts)))),
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

const r = routePaths;

export function createRoutes(services: PortalServices): RouteObject[] {
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
                  services,
                  {
                    path: r.dashboard.pattern,
                    handle: handle({ title: 'dashboard.title', handleHttpErrors: false }),
                    lazy: () =>
                      import('./pages/dashboard/DashboardPage.tsx').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                  },
                  converged,
                ),
                pending(r.privacyDataRequest, { title: 'route.inzageverzoek' }),
                guarded(
                  services,
                  pending(r.invoices, { title: 'route.rekeningen' }),
                  migrated('/facturen', 'invoices2MagentaFeatureIsEnabled'),
                  converged,
                ),
                pending(r.orders, { title: 'route.bestellingen' }, [
                  pending(r.ordersHome, { title: 'route.bestellingenThuis', showSubMenu: true }),
                ]),
                guarded(
                  services,
                  pending(r.subscriptions, { title: 'route.abonnementen' }),
                  converged,
                  subscription,
                ),
                guarded(
                  services,
                  pending(r.usage, { title: 'route.gebruikskosten' }, [
                    pending(r.usageCalls, {
                      title: 'route.gebruikskostenBellen',
                      showSubMenu: true,
                    }),
                  ]),
                  converged,
                  subscription,
                ),
                guarded(
                  services,
                  pending(
                    r.settings,
                    { title: 'route.instellingen', breadcrumbTarget: 'tvSettings' },
                    [pending(r.tvSettings, { title: 'route.instellingenTv', showSubMenu: true })],
                  ),
                  migrated(r.settings.href(), 'settings2MagentaFeatureIsEnabled'),
                  converged,
                  subscription,
                ),
                pending(r.myData, { title: 'route.mijnGegevens' }, [
                  pending(r.address, { title: 'route.adresgegevens', showSubMenu: true }),
                ]),
                guarded(services, pending(r.outages, { title: 'route.storingen' }), outages),
                pending(r.transfer, { title: 'route.overstappen' }),
                guarded(
                  services,
                  pending(r.household, { title: 'route.klantvoordeel' }, [
                    pending(r.householdSignUp, {
                      title: 'route.klantvoordeelAanmelden',
                      showSubMenu: true,
                    }),
                    pending(r.householdSignUpNotPossible, {
                      title: 'route.klantvoordeelNietMogelijk',
                      showSubMenu: true,
                    }),
                    pending(r.householdUnsubscribe, {
                      title: 'route.klantvoordeelAfmelden',
                      showSubMenu: true,
                    }),
                    pending(r.householdPending, {
                      title: 'route.klantvoordeelInBehandeling',
                      showSubMenu: true,
                    }),
                  ]),
                  converged,
                ),
                guarded(
                  services,
                  {
                    path: r.cms.pattern,
                    handle: handle({ title: 'route.cms' }),
                    lazy: () =>
                      import('./pages/cms/CmsPage.tsx').then((m) => ({ Component: m.CmsPage })),
                  },
                  cms,
                ),
                guarded(
                  services,
                  {
                    path: r.demo.pattern,
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
        { path: '*', loader: () => redirect(r.notFound.href()) },
      ],
    },
  ];
}

export function createPortalRouter(services: PortalServices) {
  return createBrowserRouter(createRoutes(services));
}
