import { EmptyState, Spinner, Stack } from '@vonk/ui';
import { outagesAtAddress, reads } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { OutageCard } from './OutageCard.tsx';
import { RemoteMechanic } from './RemoteMechanic.tsx';
import pageMessages from '../../i18n/compiled/pages/storingen.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.2 /storingen (own guard): the outages at the customer's address, each with its updates
 * newest first, and the remote mechanic (ADR 040). Both reads are §2.5 preloads.
 */
export function OutagesPage() {
  const t = useText();
  const { data } = usePageData(reads.outageIncidents);
  if (!data) return <Spinner label={t('outages.loading')} />;
  const incidents = outagesAtAddress(data);
  return (
    <Stack gap="8">
      {incidents.length === 0 ? (
        <EmptyState title={t('outages.none')} icon="info">
          {t('outages.noneBody')}
        </EmptyState>
      ) : (
        incidents.map((incident) => <OutageCard key={incident.id} incident={incident} />)
      )}
      <RemoteMechanic />
    </Stack>
  );
}
