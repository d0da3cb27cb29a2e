// The route table of /instellingen (spec §2.2): the fixed-line and TV settings. Their handles,
// guards and reads; the router fetches it on the first navigation into the area (shellAreas.ts, ADR
// 151), so no other page downloads it. Paths come from the one path table (@vonk/domain
// routePaths).
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { converged, shellPageBuilders } from '../shell/shellPage.ts';
import { subscription, migrated } from './guards.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/instellingen.json';
import { fixedLineSettingsReads } from '../pages/instellingen/reads.ts';
import { tvSettingsReads } from '../pages/instellingen/tv/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const settingsHandle: RouteHandle = { title: 'route.instellingen', breadcrumbTarget: 'tvSettings' };

/** The /instellingen routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.settings, {
      handle: settingsHandle,
      guards: [
        migrated(r.settings.href(), 'settings2MagentaFeatureIsEnabled'),
        converged,
        subscription,
      ],
      children: [
        indexPage(settingsHandle, {
          lazy: () =>
            import('../pages/instellingen/FixedLineSettingsPage.tsx').then((m) => ({
              Component: m.FixedLineSettingsPage,
            })),
          reads: fixedLineSettingsReads,
        }),
        page(r.tvSettings, {
          handle: { title: 'route.instellingenTv', showSubMenu: true },
          lazy: () =>
            import('../pages/instellingen/tv/TvSettingsPage.tsx').then((m) => ({
              Component: m.TvSettingsPage,
            })),
          reads: tvSettingsReads,
        }),
      ],
    }),
  ];
}
