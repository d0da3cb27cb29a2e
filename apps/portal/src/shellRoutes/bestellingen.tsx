// The route table of /bestellingen (spec §2.2): the orders, one order and its withdrawal. Their
// handles, guards and reads; the router fetches it on the first navigation into the area
// (shellAreas.ts, ADR 151), so no other page downloads it. Paths come from the one path table
// (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { initialOrderRedirectGuard, routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { GuardFacts } from '../shell/guards.ts';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { shellPageBuilders } from '../shell/shellPage.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/bestellingen.json';
import { orderDetailReads, ordersHomeReads, ordersReads } from '../pages/bestellingen/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const ordersHandle: RouteHandle = { title: 'route.bestellingen' };
const initialOrderRedirect = (facts: GuardFacts) => initialOrderRedirectGuard(facts);

/** The /bestellingen routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.orders, {
      handle: ordersHandle,
      children: [
        indexPage(ordersHandle, {
          lazy: () =>
            import('../pages/bestellingen/OrdersPage.tsx').then((m) => ({
              Component: m.OrdersPage,
            })),
          reads: ordersReads,
        }),
        page(r.ordersHome, {
          handle: { title: 'route.bestellingenThuis', showSubMenu: true },
          lazy: () =>
            import('../pages/bestellingen/OrdersHomePage.tsx').then((m) => ({
              Component: m.OrdersHomePage,
            })),
          guards: [initialOrderRedirect],
          reads: ordersHomeReads,
        }),
        page(r.orderDetail, {
          handle: { title: 'route.bestelling', showSubMenu: true },
          lazy: () =>
            import('../pages/bestellingen/OrderDetailPage.tsx').then((m) => ({
              Component: m.OrderDetailPage,
            })),
          reads: orderDetailReads,
        }),
        // The withdrawal function (CRD art. 11a, ADR 130): its own URL and chunk.
        page(r.orderWithdrawal, {
          handle: { title: 'route.herroepen', showSubMenu: true },
          lazy: () =>
            import('../pages/bestellingen/herroepen/WithdrawalPage.tsx').then((m) => ({
              Component: m.WithdrawalPage,
            })),
          reads: orderDetailReads,
        }),
      ],
    }),
  ];
}
