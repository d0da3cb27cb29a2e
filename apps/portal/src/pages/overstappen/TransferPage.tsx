import { useState } from 'react';
import { EmptyState, Spinner, Stack } from '@vonk/ui';
import { needsTransferDetails, reads } from '@vonk/domain';
import type { TransferDossier } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { CompleteTransferStatus } from '../../sections/CompleteTransferStatus.tsx';
import { TransferTracker } from './TransferTracker.tsx';
import { lazyPart } from '../../sections/lazyPart.tsx';
import pageMessages from '../../i18n/compiled/pages/overstappen.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * The details form (issue #34): only a dossier that waits for the customer's details shows it, so
 * its code (the date, phone and text fields, the form mechanism) is not in the page's load. The
 * route's reads fetch it as soon as the dossier says it shows (`formForDossier`), so the page
 * opens with the form, never with a skeleton in its place.
 */
const completeTransferForm = lazyPart(() =>
  import('../../sections/CompleteTransferForm.tsx').then((module) => module.CompleteTransferForm),
);
const CompleteTransferForm = completeTransferForm.Part;
// Said once the form has saved: fetched while the dossier is read again, shown with it.
const completeTransferSaved = lazyPart(() =>
  import('../../sections/CompleteTransferSaved.tsx').then((module) => module.CompleteTransferSaved),
);
const CompleteTransferSaved = completeTransferSaved.Part;

/** Fetches the form's code when the dossier shows the form, and waits for it (never fails). */
export async function formForDossier(dossier: TransferDossier | null) {
  if (dossier && needsTransferDetails(dossier)) await completeTransferForm.ready();
}

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
            await Promise.all([mutate(), completeTransferSaved.ready()]);
            setSaved(true);
          }}
        />
      )}
    </Stack>
  );
}
