// The route table of /mijn-gegevens (spec §2.2): the customer's data and, sharing its table, the
// privacy data request. Their handles, guards and reads; the router fetches it on the first
// navigation into the area (shellAreas.ts, ADR 151), so no other page downloads it. Paths come from
// the one path table (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { shellPageBuilders } from '../shell/shellPage.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/mijn-gegevens.json';
import { privacyDataRequestReads } from '../pages/download-inzageverzoek/reads.ts';
import { myDataReads } from '../pages/mijn-gegevens/reads.ts';
import { addressReads } from '../pages/mijn-gegevens/adresgegevens/reads.ts';
import { displayPreferencesReads } from '../pages/mijn-gegevens/weergave/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const myDataHandle: RouteHandle = { title: 'route.mijnGegevens' };

/** The /mijn-gegevens routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.myData, {
      handle: myDataHandle,
      children: [
        indexPage(myDataHandle, {
          lazy: () =>
            import('../pages/mijn-gegevens/MyDataPage.tsx').then((m) => ({
              Component: m.MyDataPage,
            })),
          reads: myDataReads,
        }),
        page(r.address, {
          handle: { title: 'route.adresgegevens', showSubMenu: true },
          lazy: () =>
            import('../pages/mijn-gegevens/adresgegevens/AddressPage.tsx').then((m) => ({
              Component: m.AddressPage,
            })),
          reads: addressReads,
        }),
        // Issue #30 (ADR 142): beyond the spec, the display preferences of the account.
        page(r.displayPreferences, {
          handle: { title: 'route.weergave', showSubMenu: true },
          lazy: () =>
            import('../pages/mijn-gegevens/weergave/DisplayPreferencesPage.tsx').then((m) => ({
              Component: m.DisplayPreferencesPage,
            })),
          reads: displayPreferencesReads,
        }),
      ],
    }),
    page(r.privacyDataRequest, {
      handle: { title: 'route.inzageverzoek' },
      lazy: () =>
        import('../pages/download-inzageverzoek/PrivacyDataRequestPage.tsx').then((m) => ({
          Component: m.PrivacyDataRequestPage,
        })),
      reads: privacyDataRequestReads,
    }),
  ];
}
