// The route table of /abonnementen (spec §2.2): the subscriptions overview and each of its flows.
// Their handles, guards and reads; the router fetches it on the first navigation into the area
// (shellAreas.ts, ADR 151), so no other page downloads it. Paths come from the one path table
// (@vonk/domain routePaths).
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { PortalServices } from '../session/PortalServices.ts';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { converged, shellPageBuilders } from '../shell/shellPage.ts';
import { subscription } from './guards.ts';
import { registerPageMessages } from '../i18n/messages.ts';
import routeMessages from '../i18n/compiled/shellRoutes/abonnementen.json';
import { subscriptionsReads } from '../pages/abonnementen/reads.ts';
import { tvReads } from '../pages/abonnementen/tv/reads.ts';
import { securityReads } from '../pages/abonnementen/veilig-online/reads.ts';
import { networkMigrationReads } from '../pages/abonnementen/netwerkmigratie/reads.ts';
import { fixedLineReads } from '../pages/abonnementen/vast-bellen/reads.ts';
import { tvPackageReads } from '../pages/abonnementen/tv-pakketten/reads.ts';
import { recordingReads } from '../pages/abonnementen/opnemen/reads.ts';
import { voucherReads } from '../pages/abonnementen/vouchers/reads.ts';
import { wifiExtenderReads } from '../pages/abonnementen/wifi-extenders/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

const r = routePaths;
const subscriptionsHandle: RouteHandle = { title: 'route.abonnementen' };

/** The /abonnementen routes, children of the route `SHELL_PAGES` (routes.tsx). */
export function areaRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.subscriptions, {
      handle: subscriptionsHandle,
      guards: [converged, subscription],
      // The flows keep the overview's reads (ADR 048).
      reads: subscriptionsReads,
      // The overview is the index child and each flow a sibling in its own chunk, so a flow
      // never loads the overview's code (issue #34).
      children: [
        indexPage(subscriptionsHandle, {
          lazy: () =>
            import('../pages/abonnementen/SubscriptionsPage.tsx').then((m) => ({
              Component: m.SubscriptionsPage,
            })),
        }),
        page(r.subscriptionsCease, {
          handle: { title: 'route.abonnementenOpzeggen' },
          lazy: () =>
            import('../pages/abonnementen/opzeggen/CeaseFlow.tsx').then((m) => ({
              Component: m.CeaseFlow,
            })),
        }),
        page(r.subscriptionsTv, {
          handle: { title: 'route.abonnementenTv' },
          lazy: () =>
            import('../pages/abonnementen/tv/TvFlow.tsx').then((m) => ({
              Component: m.TvFlow,
            })),
          reads: tvReads,
        }),
        page(r.subscriptionsSecurity, {
          handle: { title: 'route.abonnementenVeiligOnline' },
          lazy: () =>
            import('../pages/abonnementen/veilig-online/SecurityFlow.tsx').then((m) => ({
              Component: m.SecurityFlow,
            })),
          reads: securityReads,
        }),
        page(r.subscriptionsInternet, {
          handle: { title: 'route.abonnementenInternet' },
          lazy: () =>
            import('../pages/abonnementen/internet/InternetFlow.tsx').then((m) => ({
              Component: m.InternetFlow,
            })),
        }),
        page(r.subscriptionsNetworkMigration, {
          handle: { title: 'route.abonnementenNetwerkmigratie' },
          lazy: () =>
            import('../pages/abonnementen/netwerkmigratie/NetworkMigrationFlow.tsx').then((m) => ({
              Component: m.NetworkMigrationFlow,
            })),
          reads: networkMigrationReads,
        }),
        page(r.subscriptionsFixedLine, {
          handle: { title: 'route.abonnementenVastBellen' },
          lazy: () =>
            import('../pages/abonnementen/vast-bellen/FixedLineFlow.tsx').then((m) => ({
              Component: m.FixedLineFlow,
            })),
          reads: fixedLineReads,
        }),
        page(r.subscriptionsTvPackages, {
          handle: { title: 'route.abonnementenTvPakketten' },
          lazy: () =>
            import('../pages/abonnementen/tv-pakketten/TvPackagesFlow.tsx').then((m) => ({
              Component: m.TvPackagesFlow,
            })),
          reads: tvPackageReads,
        }),
        page(r.subscriptionsRecording, {
          handle: { title: 'route.abonnementenOpnemen' },
          lazy: () =>
            import('../pages/abonnementen/opnemen/RecordingFlow.tsx').then((m) => ({
              Component: m.RecordingFlow,
            })),
          reads: recordingReads,
        }),
        page(r.subscriptionsVouchers, {
          handle: { title: 'route.abonnementenVouchers' },
          lazy: () =>
            import('../pages/abonnementen/vouchers/Vouchers.tsx').then((m) => ({
              Component: m.Vouchers,
            })),
          reads: voucherReads,
        }),
        page(r.subscriptionsWifiExtenders, {
          handle: { title: 'route.abonnementenWifiExtenders' },
          lazy: () =>
            import('../pages/abonnementen/wifi-extenders/WifiExtendersFlow.tsx').then((m) => ({
              Component: m.WifiExtendersFlow,
            })),
          reads: wifiExtenderReads,
        }),
      ],
    }),
  ];
}
