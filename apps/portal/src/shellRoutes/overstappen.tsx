// The route table of /overstappen (spec §2.2): the transfer. Their handles, guards and reads; the
// router fetches it on the first navigation into the area (shellAreas.ts, ADR 151), so no other
// page downloads it. Paths come from the one path table (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { routePaths, transferGuard } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { GuardFacts } from '../shell/guards.ts';
import { shellPageBuilders } from '../shell/shellPage.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/overstappen.json';
import { transferReads } from '../pages/overstappen/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const transfer = (facts: GuardFacts) => transferGuard(facts);

/** The /overstappen routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page } = shellPageBuilders(services);
  return [
    page(r.transfer, {
      handle: { title: 'route.overstappen' },
      lazy: () =>
        import('../pages/overstappen/TransferPage.tsx').then((m) => ({
          Component: m.TransferPage,
        })),
      guards: [transfer],
      reads: transferReads,
    }),
  ];
}
