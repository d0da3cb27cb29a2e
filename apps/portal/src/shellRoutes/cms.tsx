// The route table of /cms (spec §2.2): the CMS page and, sharing its table, the design-system demo.
// Their handles, guards and reads; the router fetches it on the first navigation into the area
// (shellAreas.ts, ADR 151), so no other page downloads it. Paths come from the one path table
// (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { cmsGuard, demoGuard, productionGuard, routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { GuardFacts } from '../shell/guards.ts';
import { shellPageBuilders } from '../shell/shellPage.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/cms.json';
import { cmsReads } from '../pages/cms/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const cms = (facts: GuardFacts) => cmsGuard(facts.features);
const demo = (facts: GuardFacts) => demoGuard(facts.config);
// Spec §2.3: "a guard redirects to /dashboard in a production build for the route it protects".
const notInProduction = (facts: GuardFacts) => productionGuard(facts.config);

/** The /cms routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page } = shellPageBuilders(services);
  return [
    page(r.cms, {
      handle: { title: 'route.cms' },
      lazy: () => import('../pages/cms/CmsPage.tsx').then((m) => ({ Component: m.CmsPage })),
      guards: [cms],
      reads: cmsReads,
    }),
    page(r.demo, {
      handle: { title: 'route.demo' },
      lazy: () => import('../pages/demo/DemoPage.tsx').then((m) => ({ Component: m.DemoPage })),
      guards: [notInProduction, demo],
    }),
  ];
}
