// The route table of /klantvoordeel (spec §2.2): the household benefit and its steps. Their
// handles, guards and reads; the router fetches it on the first navigation into the area
// (shellAreas.ts, ADR 151), so no other page downloads it. Paths come from the one path table
// (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { householdGuard, routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { GuardFacts } from '../shell/guards.ts';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { converged, shellPageBuilders } from '../shell/shellPage.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/klantvoordeel.json';
import { householdReads } from '../pages/klantvoordeel/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const householdHandle: RouteHandle = { title: 'route.klantvoordeel' };
const household = (facts: GuardFacts) => householdGuard(facts);
// The Klantvoordeel root only redirects to these steps (ADR 042): their trail and "Terug" skip it
// and lead to the overview, or they would lead back to the page itself (issue #26).
const householdStepHandle = (title: RouteHandle['title']): RouteHandle => ({
  title,
  ignoreBreadcrumbParent: true,
  localNavigation: { backLink: { route: 'dashboard' } },
});

/** The /klantvoordeel routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.household, {
      handle: householdHandle,
      // Spec §2.3 current internet, decided before any Klantvoordeel chunk loads.
      guards: [converged, household],
      children: [
        indexPage(householdHandle, {
          lazy: () =>
            import('../pages/klantvoordeel/HouseholdPage.tsx').then((m) => ({
              Component: m.HouseholdPage,
            })),
          reads: householdReads,
        }),
        page(r.householdSignUp, {
          handle: householdStepHandle('route.klantvoordeelAanmelden'),
          lazy: () =>
            import('../pages/klantvoordeel/HouseholdSignUpPage.tsx').then((m) => ({
              Component: m.HouseholdSignUpPage,
            })),
          reads: householdReads,
        }),
        page(r.householdSignUpNotPossible, {
          handle: householdStepHandle('route.klantvoordeelNietMogelijk'),
          lazy: () =>
            import('../pages/klantvoordeel/HouseholdNotPossiblePage.tsx').then((m) => ({
              Component: m.HouseholdNotPossiblePage,
            })),
          reads: householdReads,
        }),
        page(r.householdUnsubscribe, {
          handle: { title: 'route.klantvoordeelAfmelden', showSubMenu: true },
          lazy: () =>
            import('../pages/klantvoordeel/HouseholdUnsubscribePage.tsx').then((m) => ({
              Component: m.HouseholdUnsubscribePage,
            })),
          reads: householdReads,
        }),
        page(r.householdPending, {
          handle: householdStepHandle('route.klantvoordeelInBehandeling'),
          lazy: () =>
            import('../pages/klantvoordeel/HouseholdPendingPage.tsx').then((m) => ({
              Component: m.HouseholdPendingPage,
            })),
          reads: householdReads,
        }),
      ],
    }),
  ];
}
