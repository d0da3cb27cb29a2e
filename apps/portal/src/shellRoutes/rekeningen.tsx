// The route table of /rekeningen (spec §2.2): the invoices and one invoice. Their handles, guards
// and reads; the router fetches it on the first navigation into the area (shellAreas.ts, ADR 151),
// so no other page downloads it. Paths come from the one path table (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { converged, shellPageBuilders } from '../shell/shellPage.ts';
import { migrated } from './guards.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/rekeningen.json';
import { invoiceDetailReads, invoicesReads } from '../pages/rekeningen/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const invoicesHandle: RouteHandle = { title: 'route.rekeningen' };

/** The /rekeningen routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.invoices, {
      handle: invoicesHandle,
      guards: [migrated('/facturen', 'invoices2MagentaFeatureIsEnabled'), converged],
      children: [
        indexPage(invoicesHandle, {
          lazy: () =>
            import('../pages/rekeningen/InvoicesPage.tsx').then((m) => ({
              Component: m.InvoicesPage,
            })),
          reads: invoicesReads,
        }),
        // One invoice, reached from every row of the list (issue #29).
        page(r.invoiceDetail, {
          handle: { title: 'route.rekening', showSubMenu: true },
          lazy: () =>
            import('../pages/rekeningen/InvoiceDetailPage.tsx').then((m) => ({
              Component: m.InvoiceDetailPage,
            })),
          reads: invoiceDetailReads,
        }),
      ],
    }),
  ];
}
