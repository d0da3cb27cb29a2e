import { Alert, Link, Stack, formatDateInText, formatEuro } from '@vonk/ui';
import { dunningNextStep } from '@vonk/domain';
import type { DunningStage, DunningStatus } from '@vonk/domain';
import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { CollectionAgencyContact } from './CollectionAgencyContact.tsx';

const TITLE: Record<Exclude<DunningStage, 'None'>, MessageId> = {
  Reminder: 'invoices.dunning.reminder.title',
  Warning: 'invoices.dunning.warning.title',
  Collection: 'invoices.dunning.collection.title',
};

interface DunningNoticeProps {
  dunning: DunningStatus;
  /** Other ways out the page offers (a payment arrangement), after paying in one go. */
  children?: ReactNode;
}

/**
 * In arrears (ADR 033): the stage in words, what happens next and by when, and the way out —
 * pay now on the main site, or another way the page offers, or call the service line. At the
 * collection agency: its name and how to reach it (ADR 117).
 */
export function DunningNotice({ dunning, children }: DunningNoticeProps) {
  const t = useText();
  const { config } = usePortal();
  if (!dunning.inDunning || dunning.stage === 'None') return null;
  const next = dunningNextStep(dunning);
  const amount = formatEuro(dunning.overdueAmount);
  const date = next?.payBefore ? formatDateInText(next.payBefore) : null;
  return (
    <Alert
      tone={dunning.stage === 'Reminder' ? 'warning' : 'error'}
      live="none"
      title={t(TITLE[dunning.stage])}
    >
      <Stack gap="3">
        <p>{t('invoices.dunning.overdue', { amount })}</p>
        {next?.step === 'Warning' && (
          <p>
            {date
              ? t('invoices.dunning.next.warning', { date })
              : t('invoices.dunning.next.warningSoon')}
          </p>
        )}
        {next?.step === 'Collection' && (
          <p>
            {date
              ? t('invoices.dunning.next.collection', { date })
              : t('invoices.dunning.next.collectionSoon')}
          </p>
        )}
        {dunning.stage === 'Collection' &&
          (dunning.collectionAgency ? (
            <>
              <p>
                {t('invoices.dunning.atCollectionNamed', { name: dunning.collectionAgency.name })}
              </p>
              <CollectionAgencyContact agency={dunning.collectionAgency} />
            </>
          ) : (
            <p>{t('invoices.dunning.atCollection')}</p>
          ))}
        <p>
          <strong>{t('invoices.dunning.wayOut')}</strong>
        </p>
        <ul>
          <li>
            {config.externalUrls.payNow ? (
              <Link href={config.externalUrls.payNow}>
                {t('invoices.dunning.payNow', { amount })}
              </Link>
            ) : (
              t('invoices.dunning.payNowText', { amount })
            )}
          </li>
          {children}
          {config.externalUrls.contact && (
            <li>
              <Link href={config.externalUrls.contact}>{t('invoices.dunning.contact')}</Link>
            </li>
          )}
        </ul>
      </Stack>
    </Alert>
  );
}
