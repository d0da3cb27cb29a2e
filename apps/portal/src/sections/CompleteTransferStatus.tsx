import { DescriptionList, Section, StatusTag, Stack, formatDateInText } from '@vonk/ui';
import type { BadgeTone } from '@vonk/ui';
import { needsTransferDetails } from '@vonk/domain';
import type { TransferDossier, TransferStatus } from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/useText.ts';
import sharedMessages from '../i18n/compiled/shared/sections/CompleteTransferStatus.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

const STATUS = {
  DetailsRequired: {
    tone: 'warning',
    label: 'completeTransfer.status.detailsRequired',
    text: 'completeTransfer.statusText.detailsRequired',
  },
  Submitted: {
    tone: 'info',
    label: 'completeTransfer.status.submitted',
    text: 'completeTransfer.statusText.submitted',
  },
  Planned: {
    tone: 'info',
    label: 'completeTransfer.status.planned',
    text: 'completeTransfer.statusText.planned',
  },
  Completed: {
    tone: 'success',
    label: 'completeTransfer.status.completed',
    text: 'completeTransfer.statusText.completed',
  },
} as const satisfies Record<TransferStatus, { tone: BadgeTone; label: MessageId; text: MessageId }>;

interface CompleteTransferStatusProps {
  dossier: TransferDossier;
}

/**
 * Reference and status of the dossier in words. Once the details are in (submitted, planned,
 * completed) it also shows them, read-only: there is nothing left to fill in.
 */
export function CompleteTransferStatus({ dossier }: CompleteTransferStatusProps) {
  const t = useText();
  const status = STATUS[dossier.status];
  const orEmpty = (value: string | null) => value || t('completeTransfer.form.empty');
  const date = (value: string | null) => (value ? formatDateInText(value) : orEmpty(null));
  return (
    <Stack gap="5">
      <DescriptionList
        items={[
          {
            id: 'reference',
            term: t('completeTransfer.summary.reference'),
            description: dossier.reference,
          },
          {
            id: 'status',
            term: t('completeTransfer.summary.status'),
            description: <StatusTag tone={status.tone}>{t(status.label)}</StatusTag>,
          },
        ]}
      />
      <p>{t(status.text)}</p>
      {!needsTransferDetails(dossier) && (
        <Section title={t('completeTransfer.details.title')} headingLevel={2}>
          <DescriptionList
            items={[
              {
                id: 'provider',
                term: t('completeTransfer.form.provider'),
                description: orEmpty(dossier.currentProvider),
              },
              {
                id: 'customerNumber',
                term: t('completeTransfer.form.customerNumber'),
                description: orEmpty(dossier.currentCustomerNumber),
              },
              {
                id: 'contractEndDate',
                term: t('completeTransfer.form.contractEndDate'),
                description: date(dossier.contractEndDate),
              },
              {
                id: 'switchDate',
                term: t('completeTransfer.form.switchDate'),
                description: date(dossier.requestedSwitchDate),
              },
              {
                id: 'phone',
                term: t('completeTransfer.form.phone'),
                description: orEmpty(dossier.contactPhoneNumber),
              },
            ]}
          />
        </Section>
      )}
    </Stack>
  );
}
