import {
  AgentBanner,
  AppShell,
  Breadcrumbs,
  Header,
  LoadingBar,
  LocalNavigation,
  MainNavigation,
  PageHeader,
} from '@vonk/ui';
import { headerInitials, logoutState, reads, routePaths, useRead } from '@vonk/domain';
import type { SessionProfile } from '@vonk/domain';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { navOffStore } from './navOffStore.ts';
import { StaleDataNotice } from './StaleDataNotice.tsx';
import { pageLayout } from './pageLayout.ts';
import { PortalFooter } from './PortalFooter.tsx';
import type { RouteHandle } from './RouteHandle.ts';
import { useHeaderSubscriptions } from './useHeaderSubscriptions.ts';
import { useLoadingBarState } from './useLoadingBarState.ts';
import { loadingBarState } from './pageLoad.ts';
import { PageLoadContext } from './PageLoadContext.ts';
import { useNavigationItems } from './useNavigationItems.ts';
import { useWarmOnIntent } from './useWarmOnIntent.ts';
import { useFocusAfterNavigation } from './useFocusAfterNavigation.ts';
import { useRouteName } from './useDocumentTitle.ts';

// The idle timeout and its dialog are not needed for the first paint: their own chunk, loaded
// beside the page (issue #10). Starting it late loses nothing: opening the shell counts as activity.
const IdleSession = lazy(() =>
  import('./IdleSession.tsx').then((module) => ({ default: module.IdleSession })),
);

// The route data of the area a link goes to (ADR 151): the router fetches it on the first
// navigation into that area; pointing at or tabbing to the link fetches it before the click.
const warmShellArea = (href: string) =>
  import('../shellAreaRoutes.ts').then((m) => m.warmShellArea(href));

/** The <main>: the skip link's target and where focus goes after a navigation. */
const MAIN_ID = 'inhoud';

/**
 * The authenticated frame (spec §2.2–§2.4): header, main navigation, agent banner, loading bar,
 * breadcrumbs, local navigation, page header, page and footer.
 */
export function AuthenticatedShell() {
  const t = useText();
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = usePortal();
  const { profile } = useRouteLoaderData('shell') as { profile: SessionProfile };
  const { data: basic } = useRead(reads.basicAccount);
  const { subscriptions, isFixed3p } = useHeaderSubscriptions();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const navigation = useNavigationItems(drawerOpened);
  const [pageLoad, dispatchPageLoad] = useLoadingBarState();
  const matches = useMatches();
  const routeName = useRouteName();
  useWarmOnIntent(warmShellArea);
  useFocusAfterNavigation(pageLoad.phase, MAIN_ID);

  const layout = pageLayout(
    matches.map((m) => ({
      pathname: m.pathname,
      handle: (m.handle as RouteHandle | undefined) ?? {},
    })),
    t,
    config.externalUrls,
  );
  const showMainMenu = layout.showMainMenu && !navOffStore.hidden(location.search);
  const { crumbs, localNavigation: local } = layout;
  const isAgent = profile.role === 'agent';
  const customerCode = profile.customerCode ?? '';

  return (
    <AppShell
      header={
        <Header
          homeHref={config.externalUrls.home ?? routePaths.dashboard.href()}
          serviceHref={config.externalUrls.service}
          initials={headerInitials(basic?.customerInitials) ?? undefined}
          isFixed3p={isFixed3p}
          accountHref={config.externalUrls.myApp}
          accountText={t('header.myAccount')}
          logoutText={t('header.logout')}
          onLogout={() => navigate(routePaths.logout.href(), { state: logoutState('user') })}
          subscriptions={subscriptions}
          agent={
            isAgent
              ? { username: profile.username, customerCode, locked: profile.agentLocked }
              : undefined
          }
        />
      }
      navigation={
        showMainMenu ? (
          <MainNavigation
            items={navigation}
            currentPath={location.pathname}
            onNavigate={(item) => item.children && setDrawerOpened(true)}
          />
        ) : undefined
      }
      banner={
        isAgent && customerCode ? (
          // Issue #27 (ADR 129): what the agent changes is in the customer's log.
          <AgentBanner customerCode={customerCode} note={t('shell.agentActionsVisible')} />
        ) : undefined
      }
      loadingBar={
        <LoadingBar
          state={loadingBarState(pageLoad)}
          data-initial-load={pageLoad.initialLoad}
          loadingText={t('shell.loading')}
          // The route's own name, not the step or error the title adds later: the region
          // speaks once per page load (ADR 141), beside the h1 that takes focus.
          completeText={t('shell.loaded', { page: routeName })}
          failedText={t('shell.pageFailed')}
        />
      }
      breadcrumbs={showMainMenu && crumbs.length > 1 ? <Breadcrumbs items={crumbs} /> : undefined}
      localNavigation={
        local ? (
          <LocalNavigation
            title={local.title}
            backLink={local.backLink}
            quickLink={local.quickLink}
          />
        ) : undefined
      }
      pageHeader={
        layout.title ? (
          <PageHeader
            title={layout.title}
            subtitle={layout.subtitle}
            hideTitle={layout.hideTitle}
          />
        ) : undefined
      }
      footer={<PortalFooter />}
      mainId={MAIN_ID}
    >
      <PageLoadContext value={dispatchPageLoad}>
        <StaleDataNotice />
        <Outlet />
      </PageLoadContext>
      <Suspense fallback={null}>
        <IdleSession />
      </Suspense>
    </AppShell>
  );
}
