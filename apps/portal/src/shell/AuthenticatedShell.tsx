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
import { headerInitials, routePaths, useBasicAccount } from '@vonk/domain';
import type { SessionProfile } from '@vonk/domain';
import { Outlet, useLocation, useMatches, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import { navOffStore } from './navOffStore.ts';
import { PortalFooter } from './PortalFooter.tsx';
import type { RouteHandle } from './RouteHandle.ts';
import { useHeaderSubscriptions } from './useHeaderSubscriptions.ts';
import { useLoadingBarState } from './useLoadingBarState.ts';
import { loadingBarState } from './pageLoad.ts';
import { PageLoadContext } from './PageLoadContext.ts';
import { useNavigationItems } from './useNavigationItems.ts';

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
  const { data: basic } = useBasicAccount();
  const { subscriptions, isFixed3p } = useHeaderSubscriptions();
  const navigation = useNavigationItems();
  const [pageLoad, dispatchPageLoad] = useLoadingBarState();
  const matches = useMatches();

  const handles = matches.map((m) => (m.handle as RouteHandle | undefined) ?? {});
  const page = handles.at(-1) ?? {};
  const showMainMenu =
    handles.every((handle) => handle.showMainMenu !== false) &&
    !navOffStore.hidden(location.search);
  const trail = breadcrumbTrail(
    matches.map((m, i) => ({ pathname: m.pathname, handle: handles[i]! })),
  );
  const crumbs = trail.map((crumb) => ({ text: t(crumb.title), href: crumb.href }));
  const previous = crumbs.at(-2);
  const title = page.title ? t(page.title) : '';
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
          onLogout={() => navigate(routePaths.logout.href())}
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
          <MainNavigation items={navigation} currentPath={location.pathname} />
        ) : undefined
      }
      banner={isAgent && customerCode ? <AgentBanner customerCode={customerCode} /> : undefined}
      loadingBar={
        <LoadingBar
          state={loadingBarState(pageLoad)}
          data-initial-load={pageLoad.initialLoad}
          loadingText={t('shell.loading')}
          completeText={t('shell.loaded')}
          failedText={t('shell.pageFailed')}
        />
      }
      breadcrumbs={showMainMenu && crumbs.length > 1 ? <Breadcrumbs items={crumbs} /> : undefined}
      localNavigation={
        page.showSubMenu && previous ? (
          <LocalNavigation
            title={crumbs.at(-1)?.text ?? title}
            backLink={{ href: previous.href ?? routePaths.dashboard.href(), text: previous.text }}
          />
        ) : undefined
      }
      pageHeader={title ? <PageHeader title={title} hideTitle={page.hideTitle} /> : undefined}
      footer={<PortalFooter />}
    >
      <PageLoadContext value={dispatchPageLoad}>
        <Outlet />
      </PageLoadContext>
    </AppShell>
  );
}
