import { DescriptionList, Section, Stack, StatusTag, formatDateInText, formatEuro } from '@vonk/ui';
import type { DescriptionListItem } from '@vonk/ui';
import { latestInvoice } from '@vonk/domain';
import type { DunningStatus, Invoice, OpenBalance } from '@vonk/domain';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/useText.ts';
import { DunningNotice } from './DunningNotice.tsx';
import { INVOICE_STATUS } from './invoiceStatus.ts';

interface BalanceOverviewProps {
  balance: OpenBalance;
  dunning: DunningStatus;
  invoices: readonly Invoice[];
  /** Extra ways out of arrears the page offers, as list items. */
  waysOut?: ReactNode;
}

/** The top of /rekeningen (ADR 033): what is open, how late, what happens next, the latest bill. */
export function BalanceOverview({ balance, dunning, invoices, waysOut }: BalanceOverviewProps) {
  const t = useText();
  const latest = latestInvoice(invoices);
  const items: DescriptionListItem[] = [
    {
      id: 'open',
      term: t('invoices.overview.openBalance'),
      description: formatEuro(balance.amount),
    },
  ];
  if (balance.overdueAmount > 0) {
    items.push({
      id: 'overdue',
      term: t('invoices.overview.overdue'),
      description: formatEuro(balance.overdueAmount),
    });
  }
  if (latest) {
    const status = INVOICE_STATUS[latest.status];
    items.push({
      id: 'latest',
      term: t('invoices.overview.latest'),
      description: (
        <>
          {t('invoices.overview.latestValue', {
            date: formatDateInText(latest.invoiceDate),
            amount: formatEuro(latest.amount),
          })}{' '}
          <StatusTag tone={status.tone}>{t(status.text)}</StatusTag>
        </>
      ),
    });
  }
  return (
    <Section title={t('invoices.overview.title')}>
      <Stack gap="4">
        {balance.amount === 0 && <p>{t('invoices.overview.allPaid')}</p>}
        <DescriptionList items={items} />
        <DunningNotice dunning={dunning}>{waysOut}</DunningNotice>
      </Stack>
    </Section>
  );
}
