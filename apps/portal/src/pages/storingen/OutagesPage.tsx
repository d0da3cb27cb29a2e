import { useSearchParams } from 'react-router-dom';
import { EmptyState, Section, Spinner, Stack } from '@vonk/ui';
import { OUTAGE_PARAM, outageCompensation, outageOverview, reads, useRead } from '@vonk/domain';
import type { OutageIncident } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { OutageCard } from './OutageCard.tsx';
import { RemoteMechanic } from './RemoteMechanic.tsx';
import pageMessages from '../../i18n/compiled/pages/storingen.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.2 /storingen (own guard): the outages at the customer's address, each with its updates
 * newest first and what it earned the customer; below them the ones resolved in the last 30 days
 * (issue #29, ADR 138); then the remote mechanic (ADR 040). `?storing={id}` focuses one outage,
 * the way a credit links back to the outage it compensates.
 */
export function OutagesPage() {
  const t = useText();
  const { today = () => new Date() } = usePortal();
  const { data } = usePageData(reads.outageIncidents);
  // Sections, not the page: without them the outages still show (outagesReads starts them).
  const credits = useRead(reads.credits);
  const invoices = useRead(reads.invoices);
  const [params] = useSearchParams();
  if (!data) return <Spinner label={t('outages.loading')} />;
  const now = today();
  const { current, recent } = outageOverview(data, now);
  const wanted = params.get(OUTAGE_PARAM);
  const card = (incident: OutageIncident, headingLevel: 2 | 3) => (
    <OutageCard
      key={incident.id}
      incident={incident}
      now={now}
      compensation={outageCompensation(incident, credits.data ?? [])}
      invoices={invoices.data ?? []}
      headingLevel={headingLevel}
      focused={incident.id === wanted}
    />
  );
  return (
    <Stack gap="8">
      {current.length === 0 ? (
        <EmptyState title={t('outages.none')} icon="info">
          {t('outages.noneBody')}
        </EmptyState>
      ) : (
        current.map((incident) => card(incident, 2))
      )}
      {credits.error && <p role="status">{t('outages.compensation.failed')}</p>}
      {recent.length > 0 && (
        <Section title={t('outages.recent.title')} description={t('outages.recent.intro')}>
          <Stack gap="6">{recent.map((incident) => card(incident, 3))}</Stack>
        </Section>
      )}
      <RemoteMechanic />
    </Stack>
  );
}
