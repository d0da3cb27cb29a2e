// The route table of /gebruikskosten (spec §2.2): the usage overview and the calls. Their handles,
// guards and reads; the router fetches it on the first navigation into the area (shellAreas.ts, ADR
// 151), so no other page downloads it. Paths come from the one path table (@vonk/domain
// routePaths).
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { converged, shellPageBuilders } from '../shell/shellPage.ts';
import { subscription } from './guards.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/gebruikskosten.json';
import { callsReads, usageOverviewReads } from '../pages/gebruikskosten/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const usageHandle: RouteHandle = { title: 'route.gebruikskosten' };

/** The /gebruikskosten routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.usage, {
      handle: usageHandle,
      guards: [converged, subscription],
      children: [
        // The overview is the index child, so /bellen does not render inside it.
        indexPage(usageHandle, {
          lazy: () =>
            import('../pages/gebruikskosten/UsagePage.tsx').then((m) => ({
              Component: m.UsagePage,
            })),
          reads: usageOverviewReads,
        }),
        page(r.usageCalls, {
          handle: { title: 'route.gebruikskostenBellen', showSubMenu: true },
          lazy: () =>
            import('../pages/gebruikskosten/CallsPage.tsx').then((m) => ({
              Component: m.CallsPage,
            })),
          reads: callsReads,
        }),
      ],
    }),
  ];
}
