// Every shell page of spec §2.2 but the landing dashboard: their handles, guards, reads and chunks.
// Not in the entry: the router discovers them on the first navigation to one of them
// (`patchRoutesOnNavigation` in routes.tsx), so the logged-in dashboard does not download the
// route table of the pages it does not show (ADR 092). Paths come from the one path table
// (@vonk/domain routePaths, ADR 025); child routes use their full pattern.
import type { RouteObject } from 'react-router-dom';
import {
  ALLOW,
  cmsGuard,
  demoGuard,
  householdGuard,
  initialOrderRedirectGuard,
  migratedUrlGuard,
  outagesGuard,
  productionGuard,
  routePaths,
  subscriptionGuard,
  transferGuard,
} from '@vonk/domain';
import type { FeatureName } from '@vonk/domain';
import type { PortalServices } from './session/PortalServices.ts';
import type { GuardFacts } from './shell/guards.ts';
import type { RouteHandle } from './shell/RouteHandle.ts';
import { converged, shellPageBuilders } from './shell/shellPage.ts';
import { registerPageMessages } from './i18n/messages.ts';
import routeMessages from './i18n/compiled/shellPageRoutes.json';
import { invoiceDetailReads, invoicesReads } from './pages/rekeningen/reads.ts';
import { outagesReads } from './pages/storingen/reads.ts';
import { callsReads, usageOverviewReads } from './pages/gebruikskosten/reads.ts';
import { privacyDataRequestReads } from './pages/download-inzageverzoek/reads.ts';
import { myDataReads } from './pages/mijn-gegevens/reads.ts';
import { addressReads } from './pages/mijn-gegevens/adresgegevens/reads.ts';
import { displayPreferencesReads } from './pages/mijn-gegevens/weergave/reads.ts';
import { fixedLineSettingsReads } from './pages/instellingen/reads.ts';
import { tvSettingsReads } from './pages/instellingen/tv/reads.ts';
import { transferReads } from './pages/overstappen/reads.ts';
import { householdReads } from './pages/klantvoordeel/reads.ts';
import { cmsReads } from './pages/cms/reads.ts';
import { orderDetailReads, ordersHomeReads, ordersReads } from './pages/bestellingen/reads.ts';
import { subscriptionsReads } from './pages/abonnementen/reads.ts';
import { tvReads } from './pages/abonnementen/tv/reads.ts';
import { securityReads } from './pages/abonnementen/veilig-online/reads.ts';
import { networkMigrationReads } from './pages/abonnementen/netwerkmigratie/reads.ts';
import { fixedLineReads } from './pages/abonnementen/vast-bellen/reads.ts';
import { tvPackageReads } from './pages/abonnementen/tv-pakketten/reads.ts';
import { recordingReads } from './pages/abonnementen/opnemen/reads.ts';
import { voucherReads } from './pages/abonnementen/vouchers/reads.ts';
import { wifiExtenderReads } from './pages/abonnementen/wifi-extenders/reads.ts';

// The titles below: the shell renders them from these handles, so they arrive with them.
registerPageMessages(routeMessages);

// Which shell routes need which guard. The spec names a subscription guard on "several" routes
// without saying which (§2.2): decided here for the pages about a running subscription.
const subscription = (facts: GuardFacts) => subscriptionGuard(facts);
const outages = (facts: GuardFacts) => outagesGuard(facts);
const initialOrderRedirect = (facts: GuardFacts) => initialOrderRedirectGuard(facts);
const transfer = (facts: GuardFacts) => transferGuard(facts);
const household = (facts: GuardFacts) => householdGuard(facts);
const cms = (facts: GuardFacts) => cmsGuard(facts.features);
const demo = (facts: GuardFacts) => demoGuard(facts.config);
// Spec §2.3: "a guard redirects to /dashboard in a production build for the route it protects".
const notInProduction = (facts: GuardFacts) => productionGuard(facts.config);
// Spec §2.3 migratedUrl: the route opens the provider's other web app under its 'my' path and
// never in-app. The spec names no route; decided here: the two whose feature switch says they
// moved there (settings2Magenta, invoices2Magenta), so only the conditioned variant is in use.
const migrated = (migratedUrl: string, featureSwitch?: FeatureName) => (facts: GuardFacts) => {
  // Without the main site in config.json there is nowhere to send to: the in-app route stays.
  const mainSite = facts.config.externalUrls.home;
  return mainSite
    ? migratedUrlGuard({ migratedUrl, featureSwitch }, { mainSite, features: facts.features })
    : ALLOW;
};

const r = routePaths;
const myDataHandle: RouteHandle = { title: 'route.mijnGegevens' };
const settingsHandle: RouteHandle = { title: 'route.instellingen', breadcrumbTarget: 'tvSettings' };
const usageHandle: RouteHandle = { title: 'route.gebruikskosten' };
const ordersHandle: RouteHandle = { title: 'route.bestellingen' };
const invoicesHandle: RouteHandle = { title: 'route.rekeningen' };
const subscriptionsHandle: RouteHandle = { title: 'route.abonnementen' };
const householdHandle: RouteHandle = { title: 'route.klantvoordeel' };
// The Klantvoordeel root only redirects to these steps (ADR 042): their trail and "Terug" skip it
// and lead to the overview, or they would lead back to the page itself (issue #26).
const householdStepHandle = (title: RouteHandle['title']): RouteHandle => ({
  title,
  ignoreBreadcrumbParent: true,
  localNavigation: { backLink: { route: 'dashboard' } },
});

/** The shell's pages after the dashboard, children of the route `SHELL_PAGES` (routes.tsx). */
export function shellPageRoutes(services: PortalServices): RouteObject[] {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.privacyDataRequest, {
      handle: { title: 'route.inzageverzoek' },
      lazy: () =>
        import('./pages/download-inzageverzoek/PrivacyDataRequestPage.tsx').then((m) => ({
          Component: m.PrivacyDataRequestPage,
        })),
      reads: privacyDataRequestReads,
    }),
    page(r.invoices, {
      handle: invoicesHandle,
      guards: [migrated('/facturen', 'invoices2MagentaFeatureIsEnabled'), converged],
      children: [
        indexPage(invoicesHandle, {
          lazy: () =>
            import('./pages/rekeningen/InvoicesPage.tsx').then((m) => ({
              Component: m.InvoicesPage,
            })),
          reads: invoicesReads,
        }),
        // One invoice, reached from every row of the list (issue #29).
        page(r.invoiceDetail, {
          handle: { title: 'route.rekening', showSubMenu: true },
          lazy: () =>
            import('./pages/rekeningen/InvoiceDetailPage.tsx').then((m) => ({
              Component: m.InvoiceDetailPage,
            })),
          reads: invoiceDetailReads,
        }),
      ],
    }),
    page(r.orders, {
      handle: ordersHandle,
      children: [
        indexPage(ordersHandle, {
          lazy: () =>
            import('./pages/bestellingen/OrdersPage.tsx').then((m) => ({
              Component: m.OrdersPage,
            })),
          reads: ordersReads,
        }),
        page(r.ordersHome, {
          handle: { title: 'route.bestellingenThuis', showSubMenu: true },
          lazy: () =>
            import('./pages/bestellingen/OrdersHomePage.tsx').then((m) => ({
              Component: m.OrdersHomePage,
            })),
          guards: [initialOrderRedirect],
          reads: ordersHomeReads,
        }),
        page(r.orderDetail, {
          handle: { title: 'route.bestelling', showSubMenu: true },
          lazy: () =>
            import('./pages/bestellingen/OrderDetailPage.tsx').then((m) => ({
              Component: m.OrderDetailPage,
            })),
          reads: orderDetailReads,
        }),
        // The withdrawal function (CRD art. 11a, ADR 130): its own URL and chunk.
        page(r.orderWithdrawal, {
          handle: { title: 'route.herroepen', showSubMenu: true },
          lazy: () =>
            import('./pages/bestellingen/herroepen/WithdrawalPage.tsx').then((m) => ({
              Component: m.WithdrawalPage,
            })),
          reads: orderDetailReads,
        }),
      ],
    }),
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
            import('./pages/abonnementen/SubscriptionsPage.tsx').then((m) => ({
              Component: m.SubscriptionsPage,
            })),
        }),
        page(r.subscriptionsCease, {
          handle: { title: 'route.abonnementenOpzeggen' },
          lazy: () =>
            import('./pages/abonnementen/opzeggen/CeaseFlow.tsx').then((m) => ({
              Component: m.CeaseFlow,
            })),
        }),
        page(r.subscriptionsTv, {
          handle: { title: 'route.abonnementenTv' },
          lazy: () =>
            import('./pages/abonnementen/tv/TvFlow.tsx').then((m) => ({
              Component: m.TvFlow,
            })),
          reads: tvReads,
        }),
        page(r.subscriptionsSecurity, {
          handle: { title: 'route.abonnementenVeiligOnline' },
          lazy: () =>
            import('./pages/abonnementen/veilig-online/SecurityFlow.tsx').then((m) => ({
              Component: m.SecurityFlow,
            })),
          reads: securityReads,
        }),
        page(r.subscriptionsInternet, {
          handle: { title: 'route.abonnementenInternet' },
          lazy: () =>
            import('./pages/abonnementen/internet/InternetFlow.tsx').then((m) => ({
              Component: m.InternetFlow,
            })),
        }),
        page(r.subscriptionsNetworkMigration, {
          handle: { title: 'route.abonnementenNetwerkmigratie' },
          lazy: () =>
            import('./pages/abonnementen/netwerkmigratie/NetworkMigrationFlow.tsx').then((m) => ({
              Component: m.NetworkMigrationFlow,
            })),
          reads: networkMigrationReads,
        }),
        page(r.subscriptionsFixedLine, {
          handle: { title: 'route.abonnementenVastBellen' },
          lazy: () =>
            import('./pages/abonnementen/vast-bellen/FixedLineFlow.tsx').then((m) => ({
              Component: m.FixedLineFlow,
            })),
          reads: fixedLineReads,
        }),
        page(r.subscriptionsTvPackages, {
          handle: { title: 'route.abonnementenTvPakketten' },
          lazy: () =>
            import('./pages/abonnementen/tv-pakketten/TvPackagesFlow.tsx').then((m) => ({
              Component: m.TvPackagesFlow,
            })),
          reads: tvPackageReads,
        }),
        page(r.subscriptionsRecording, {
          handle: { title: 'route.abonnementenOpnemen' },
          lazy: () =>
            import('./pages/abonnementen/opnemen/RecordingFlow.tsx').then((m) => ({
              Component: m.RecordingFlow,
            })),
          reads: recordingReads,
        }),
        page(r.subscriptionsVouchers, {
          handle: { title: 'route.abonnementenVouchers' },
          lazy: () =>
            import('./pages/abonnementen/vouchers/Vouchers.tsx').then((m) => ({
              Component: m.Vouchers,
            })),
          reads: voucherReads,
        }),
        page(r.subscriptionsWifiExtenders, {
          handle: { title: 'route.abonnementenWifiExtenders' },
          lazy: () =>
            import('./pages/abonnementen/wifi-extenders/WifiExtendersFlow.tsx').then((m) => ({
              Component: m.WifiExtendersFlow,
            })),
          reads: wifiExtenderReads,
        }),
      ],
    }),
    page(r.usage, {
      handle: usageHandle,
      guards: [converged, subscription],
      children: [
        // The overview is the index child, so /bellen does not render inside it.
        indexPage(usageHandle, {
          lazy: () =>
            import('./pages/gebruikskosten/UsagePage.tsx').then((m) => ({
              Component: m.UsagePage,
            })),
          reads: usageOverviewReads,
        }),
        page(r.usageCalls, {
          handle: { title: 'route.gebruikskostenBellen', showSubMenu: true },
          lazy: () =>
            import('./pages/gebruikskosten/CallsPage.tsx').then((m) => ({
              Component: m.CallsPage,
            })),
          reads: callsReads,
        }),
      ],
    }),
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
            import('./pages/instellingen/FixedLineSettingsPage.tsx').then((m) => ({
              Component: m.FixedLineSettingsPage,
            })),
          reads: fixedLineSettingsReads,
        }),
        page(r.tvSettings, {
          handle: { title: 'route.instellingenTv', showSubMenu: true },
          lazy: () =>
            import('./pages/instellingen/tv/TvSettingsPage.tsx').then((m) => ({
              Component: m.TvSettingsPage,
            })),
          reads: tvSettingsReads,
        }),
      ],
    }),
    page(r.myData, {
      handle: myDataHandle,
      children: [
        indexPage(myDataHandle, {
          lazy: () =>
            import('./pages/mijn-gegevens/MyDataPage.tsx').then((m) => ({
              Component: m.MyDataPage,
            })),
          reads: myDataReads,
        }),
        page(r.address, {
          handle: { title: 'route.adresgegevens', showSubMenu: true },
          lazy: () =>
            import('./pages/mijn-gegevens/adresgegevens/AddressPage.tsx').then((m) => ({
              Component: m.AddressPage,
            })),
          reads: addressReads,
        }),
        // Issue #30 (ADR 142): beyond the spec, the display preferences of the account.
        page(r.displayPreferences, {
          handle: { title: 'route.weergave', showSubMenu: true },
          lazy: () =>
            import('./pages/mijn-gegevens/weergave/DisplayPreferencesPage.tsx').then((m) => ({
              Component: m.DisplayPreferencesPage,
            })),
          reads: displayPreferencesReads,
        }),
      ],
    }),
    page(r.outages, {
      handle: { title: 'route.storingen' },
      lazy: () =>
        import('./pages/storingen/OutagesPage.tsx').then((m) => ({
          Component: m.OutagesPage,
        })),
      guards: [outages],
      reads: outagesReads,
    }),
    page(r.transfer, {
      handle: { title: 'route.overstappen' },
      lazy: () =>
        import('./pages/overstappen/TransferPage.tsx').then((m) => ({
          Component: m.TransferPage,
        })),
      guards: [transfer],
      reads: transferReads,
    }),
    page(r.household, {
      handle: householdHandle,
      // Spec §2.3 current internet, decided before any Klantvoordeel chunk loads.
      guards: [converged, household],
      children: [
        indexPage(householdHandle, {
          lazy: () =>
            import('./pages/klantvoordeel/HouseholdPage.tsx').then((m) => ({
              Component: m.HouseholdPage,
            })),
          reads: householdReads,
        }),
        page(r.householdSignUp, {
          handle: householdStepHandle('route.klantvoordeelAanmelden'),
          lazy: () =>
            import('./pages/klantvoordeel/HouseholdSignUpPage.tsx').then((m) => ({
              Component: m.HouseholdSignUpPage,
            })),
          reads: householdReads,
        }),
        page(r.householdSignUpNotPossible, {
          handle: householdStepHandle('route.klantvoordeelNietMogelijk'),
          lazy: () =>
            import('./pages/klantvoordeel/HouseholdNotPossiblePage.tsx').then((m) => ({
              Component: m.HouseholdNotPossiblePage,
            })),
          reads: householdReads,
        }),
        page(r.householdUnsubscribe, {
          handle: { title: 'route.klantvoordeelAfmelden', showSubMenu: true },
          lazy: () =>
            import('./pages/klantvoordeel/HouseholdUnsubscribePage.tsx').then((m) => ({
              Component: m.HouseholdUnsubscribePage,
            })),
          reads: householdReads,
        }),
        page(r.householdPending, {
          handle: householdStepHandle('route.klantvoordeelInBehandeling'),
          lazy: () =>
            import('./pages/klantvoordeel/HouseholdPendingPage.tsx').then((m) => ({
              Component: m.HouseholdPendingPage,
            })),
          reads: householdReads,
        }),
      ],
    }),
    page(r.cms, {
      handle: { title: 'route.cms' },
      lazy: () => import('./pages/cms/CmsPage.tsx').then((m) => ({ Component: m.CmsPage })),
      guards: [cms],
      reads: cmsReads,
    }),
    page(r.demo, {
      handle: { title: 'route.demo' },
      lazy: () => import('./pages/demo/DemoPage.tsx').then((m) => ({ Component: m.DemoPage })),
      guards: [notInProduction, demo],
    }),
  ];
}
