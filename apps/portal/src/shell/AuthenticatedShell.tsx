import { AgentBanner, AppShell, Breadcrumbs, Header, LocalNavigation, PageHeader } from '@vonk/ui';
import { headerInitials, useBasicAccount } from '@vonk/domain';
import type { SessionProfile } from '@vonk/domain';
import { Outlet, useMatches, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';
import { paths } from '../paths.ts';
import { breadcrumbTrail } from './breadcrumbTrail.ts';
import type { RouteHandle } from './RouteHandle.ts';
import { useHeaderSubscriptions } from './useHeaderSubscriptions.ts';

/** The authenticated frame (spec §2.2–§2.4): header, agent banner, breadcrumbs, page header, page. */
export function AuthenticatedShell() {
  const t = useText();
  const navigate = useNavigate();
  const { config } = usePortal();
  const { profile } = useRouteLoaderData('shell') as { profile: SessionProfile };
  const { data: basic } = useBasicAccount();
  const { subscriptions, isFixed3p } = useHeaderSubscriptions();
  const matches = useMatches();

  const handles = matches.map((m) => (m.handle as RouteHandle | undefined) ?? {});
  const page = handles.at(-1) ?? {};
  const trail = breadcrumbTrail(matches.map((m, i) => ({ pathname: m.pathname, handle: handles[i]! })));
  const crumbs = trail.map((crumb) => ({ text: t(crumb.title), href: crumb.href }));
  const previous = crumbs.at(-2);
  const title = page.title ? t(page.title) : '';
  const isAgent = profile.role === 'agent';
  const customerCode = profile.customerCode ?? '';

  return (
    <AppShell
      header={
        <Header
          homeHref={config.externalUrls.home ?? paths.dashboard}
          serviceHref={config.externalUrls.service}
          initials={headerInitials(basic?.customerInitials) ?? undefined}
          isFixed3p={isFixed3p}
          accountHref={config.externalUrls.myApp}
          accountText={t('header.myAccount')}
          logoutText={t('header.logout')}
          onLogout={() => navigate(paths.logout)}
          subscriptions={subscriptions}
          agent={isAgent ? { username: profile.username, customerCode, locked: profile.agentLocked } : undefined}
        />
      }
      banner={isAgent && customerCode ? <AgentBanner customerCode={customerCode} /> : undefined}
      breadcrumbs={crumbs.length > 1 ? <Breadcrumbs items={crumbs} /> : undefined}
      localNavigation={
        page.showSubMenu && previous ? <LocalNavigation title={title} backLink={{ href: previous.href, text: previous.text }} /> : undefined
      }
      pageHeader={title ? <PageHeader title={title} hideTitle={page.hideTitle} /> : undefined}
    >
      <Outlet />
    </AppShell>
  );
}
