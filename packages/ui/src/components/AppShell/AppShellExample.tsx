import type { ReactNode } from 'react';
import { AgentBanner } from '../AgentBanner/AgentBanner.tsx';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { Card } from '../Card/Card.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { footerMarketing, footerService } from '../Footer/footerFixture.ts';
import { Grid } from '../Grid/Grid.tsx';
import { Header } from '../Header/Header.tsx';
import { headerSubscriptions } from '../Header/headerFixture.ts';
import type { LoadingBarState } from '../LoadingBar/LoadingBar.tsx';
import { LoadingBar } from '../LoadingBar/LoadingBar.tsx';
import { MainNavigation } from '../MainNavigation/MainNavigation.tsx';
import { navItems } from '../MainNavigation/navFixture.ts';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { AppShell } from './AppShell.tsx';

export interface AppShellExampleProps {
  agent?: boolean;
  loading?: LoadingBarState;
  hideTitle?: boolean;
  children?: ReactNode;
}

/** A complete shell with example data, for stories and tests. */
export function AppShellExample({
  agent = false,
  loading = 'complete',
  hideTitle = false,
  children,
}: AppShellExampleProps) {
  return (
    <AppShell
      loadingBar={<LoadingBar state={loading} />}
      header={
        <Header
          homeHref="https://www.vonk.nl"
          serviceHref="https://www.vonk.nl/service"
          initials="JB"
          isFixed3p
          subscriptions={headerSubscriptions}
          agent={agent ? { username: 'medewerker.jansen', customerCode: '10000001' } : undefined}
          onLogout={() => {}}
        />
      }
      banner={agent ? <AgentBanner customerCode="10000001" /> : undefined}
      navigation={<MainNavigation items={navItems()} currentPath="/rekeningen" />}
      breadcrumbs={
        <Breadcrumbs items={[{ text: 'Overzicht', href: '/dashboard' }, { text: 'Rekeningen' }]} />
      }
      pageHeader={
        <PageHeader
          title="Rekeningen"
          subtitle="Je rekeningen van de afgelopen 12 maanden"
          hideTitle={hideTitle}
        />
      }
      footer={<Footer marketing={footerMarketing} service={footerService} bottom="© 2025 Vonk" />}
    >
      {children ?? (
        <Grid>
          <Card title="Openstaand saldo">Je hebt geen openstaande rekeningen.</Card>
          <Card title="Betaalgegevens">Automatische incasso rond de 25e van de maand.</Card>
        </Grid>
      )}
    </AppShell>
  );
}
