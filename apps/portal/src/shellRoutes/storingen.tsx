// The route table of /storingen (spec §2.2): the outages. Their handles, guards and reads; the
// router fetches it on the first navigation into the area (shellAreas.ts, ADR 151), so no other
// page downloads it. Paths come from the one path table (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { outagesGuard, routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { GuardFacts } from '../shell/guards.ts';
import { shellPageBuilders } from '../shell/shellPage.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/storingen.json';
import { outagesReads } from '../pages/storingen/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const outages = (facts: GuardFacts) => outagesGuard(facts);

/** The /storingen routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page } = shellPageBuilders(services);
  return [
    page(r.outages, {
      handle: { title: 'route.storingen' },
      lazy: () =>
        import('../pages/storingen/OutagesPage.tsx').then((m) => ({
          Component: m.OutagesPage,
        })),
      guards: [outages],
      reads: outagesReads,
    }),
  ];
}
