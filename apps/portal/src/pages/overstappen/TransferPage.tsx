import { useState } from 'react';
import { EmptyState, Spinner, Stack } from '@vonk/ui';
import { needsTransferDetails, reads } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { CompleteTransferForm } from '../../sections/CompleteTransferForm.tsx';
import { CompleteTransferSaved } from '../../sections/CompleteTransferSaved.tsx';
import { CompleteTransferStatus } from '../../sections/CompleteTransferStatus.tsx';
import { TransferTracker } from './TransferTracker.tsx';
import pageMessages from '../../i18n/compiled/pages/overstappen.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.

registerPageMessages(pageMessages);

/**
 * Spec §2.2, §2.3 /overstappen (only while transfer is allowed): the customer's own dossier on
 * the tracker, its status and details, and the public page's form while details are needed,
 * saved to the own dossier (PUT /api/transfer; ADR 041).
 */
export function TransferPage() {
  const t = useText();
  const { data: dossier, mutate } = usePageData(reads.transferDossier);
  const [saved, setSaved] = useState(false);

  if (dossier === undefined) return <Spinner label={t('transfer.loading')} />;
  if (dossier === null) {
    return (
      <EmptyState title={t('transfer.none')} icon="info">
        {t('transfer.noneBody')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="6">
      {saved && <CompleteTransferSaved />}
      <TransferTracker dossier={dossier} />
      <CompleteTransferStatus dossier={dossier} />
      {needsTransferDetails(dossier) && (
        <CompleteTransferForm
          dossier={dossier}
          target="own"
          onSaved={async () => {
            await mutate();
            setSaved(true);
          }}
        />
      )}
    </Stack>
  );
}
