import { useState } from 'react';
import { Alert, ErrorState, Spinner, Stack } from '@vonk/ui';
import { needsTransferDetails, reads, useRead } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { TooManyAttempts } from '../../shell/TooManyAttempts.tsx';
import { CompleteTransferForm } from '../../sections/CompleteTransferForm.tsx';
import { CompleteTransferSaved } from '../../sections/CompleteTransferSaved.tsx';
import { CompleteTransferReferenceForm } from './CompleteTransferReferenceForm.tsx';
import { CompleteTransferStatus } from '../../sections/CompleteTransferStatus.tsx';

// Texts it shares with other pages and sections (ADR 084), not in the entry.

interface CompleteTransferDossierProps {
  reference: string;
  /** Look up another reference (after an unknown one). */
  onLookUp: (reference: string) => Promise<unknown> | void;
}

/** One dossier by reference: loading, unknown, failed, its status, and the form while needed. */
export function CompleteTransferDossier({ reference, onLookUp }: CompleteTransferDossierProps) {
  const t = useText();
  const dossier = useRead(reference ? reads.transferDossierByReference : null, {
    reference: reference ?? '',
  });
  const [saved, setSaved] = useState(false);

  if (dossier.data) {
    return (
      <Stack gap="6">
        {saved && <CompleteTransferSaved />}
        <CompleteTransferStatus dossier={dossier.data} />
        {needsTransferDetails(dossier.data) && (
          <CompleteTransferForm
            dossier={dossier.data}
            onSaved={async () => {
              await dossier.mutate();
              setSaved(true);
            }}
          />
        )}
      </Stack>
    );
  }
  if (dossier.error?.status === 429) return <TooManyAttempts />;
  if (dossier.error?.status === 404) {
    return (
      <Stack gap="6">
        <Alert tone="error" title={t('completeTransfer.unknown.title')}>
          {t('completeTransfer.unknown.body', { reference })}
        </Alert>
        <CompleteTransferReferenceForm defaultValue={reference} onSubmit={onLookUp} />
      </Stack>
    );
  }
  if (dossier.error) {
    return (
      <ErrorState
        heading={t('completeTransfer.failed.title')}
        headingLevel={2}
        onRetry={() => void dossier.mutate()}
        retryText={t('completeTransfer.retry')}
      >
        {t('completeTransfer.failed.body')}
      </ErrorState>
    );
  }
  return <Spinner label={t('completeTransfer.loading')} />;
}
