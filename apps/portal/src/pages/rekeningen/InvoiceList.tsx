import {
  Checkbox,
  DownloadButton,
  Link,
  Section,
  Stack,
  StatusTag,
  Table,
  VisuallyHidden,
  formatDate,
  formatDateInText,
  formatDateRange,
  formatEuro,
} from '@vonk/ui';
import type { TableColumn } from '@vonk/ui';
import {
  canPayOnline,
  downloadInvoicePdf,
  downloadInvoicesZip,
  invoicePeriod,
  invoiceStatusAfterPayment,
  invoicesNewestFirst,
  routePaths,
  useApiClient,
} from '@vonk/domain';
import type { Invoice, Payment } from '@vonk/domain';
import { useState } from 'react';
import { useText } from '../../i18n/useText.ts';
import { INVOICE_STATUS } from './invoiceStatus.ts';
import { PayInvoice } from './pay/PayInvoice.tsx';

/**
 * Every invoice, newest first (ADR 033): date, period, amount and status, a link to the invoice
 * with its lines and what changed (issue #29), one PDF each; several
 * chosen ones as one zip (spec §9: repeated invoiceIds). A failed download is said under its
 * button and the choice stays, so trying again is one click. Every open invoice can be paid with
 * iDEAL (issue #29); `payment`, the one just come back from, makes its invoice read paid at once
 * (`invoiceStatusAfterPayment`); `payInvoiceId` starts paying that invoice (the dashboard's link).
 */
export function InvoiceList({
  invoices,
  payment = null,
  payInvoiceId = null,
  onPayStarted,
}: {
  invoices: readonly Invoice[];
  payment?: Payment | null;
  payInvoiceId?: string | null;
  onPayStarted?: () => void;
}) {
  const t = useText();
  const client = useApiClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = invoicesNewestFirst(invoices);
  const chosen = rows.filter((invoice) => selected.has(invoice.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: TableColumn<Invoice>[] = [
    {
      key: 'select',
      header: t('invoices.list.select'),
      render: (invoice) => (
        <Checkbox checked={selected.has(invoice.id)} onChange={(on) => toggle(invoice.id, on)}>
          <VisuallyHidden>
            {t('invoices.list.selectOne', { date: formatDateInText(invoice.invoiceDate) })}
          </VisuallyHidden>
        </Checkbox>
      ),
    },
    {
      key: 'date',
      header: t('invoices.list.date'),
      rowHeader: true,
      render: (invoice) => formatDate(invoice.invoiceDate),
    },
    {
      key: 'period',
      header: t('invoices.list.period'),
      render: (invoice) => {
        const { from, to } = invoicePeriod(invoice);
        return formatDateRange(from, to);
      },
    },
    {
      key: 'amount',
      header: t('invoices.list.amount'),
      align: 'end',
      render: (invoice) => formatEuro(invoice.amount),
    },
    {
      key: 'status',
      header: t('invoices.list.status'),
      render: (invoice) => {
        const status = INVOICE_STATUS[invoiceStatusAfterPayment(invoice, payment)];
        return <StatusTag tone={status.tone}>{t(status.text)}</StatusTag>;
      },
    },
    {
      key: 'details',
      header: t('invoices.list.details'),
      render: (invoice) => (
        <Link href={routePaths.invoiceDetail.href({ invoiceId: invoice.id })}>
          {t('invoices.list.open')}
          <VisuallyHidden>
            {t('invoices.list.openOf', { date: formatDateInText(invoice.invoiceDate) })}
          </VisuallyHidden>
        </Link>
      ),
    },
    {
      key: 'pay',
      header: t('invoices.list.pay'),
      render: (invoice) =>
        canPayOnline(invoice) && invoiceStatusAfterPayment(invoice, payment) !== 'Paid' ? (
          <PayInvoice
            invoice={invoice}
            autoStart={invoice.id === payInvoiceId}
            onStarted={onPayStarted}
          />
        ) : null,
    },
    {
      key: 'pdf',
      header: t('invoices.list.pdf'),
      render: (invoice) => (
        <DownloadButton
          size="small"
          download={() => downloadInvoicePdf(client, invoice)}
          loadingText={t('invoices.list.downloading')}
          errorMessage={t('invoices.list.downloadFailed')}
        >
          {t('invoices.list.pdfButton')}
          <VisuallyHidden>
            {t('invoices.list.pdfOf', { date: formatDateInText(invoice.invoiceDate) })}
          </VisuallyHidden>
        </DownloadButton>
      ),
    },
  ];

  return (
    <Section title={t('invoices.list.title')} description={t('invoices.list.intro')}>
      <Stack gap="4">
        <Table
          caption={t('invoices.list.caption')}
          columns={columns}
          rows={rows}
          getRowKey={(invoice) => invoice.id}
          emptyText={t('invoices.list.empty')}
        />
        <p role="status">
          {chosen.length > 0 ? t('invoices.list.chosen', { count: chosen.length }) : ''}
        </p>
        {chosen.length > 0 && (
          <div>
            <DownloadButton
              download={() =>
                downloadInvoicesZip(
                  client,
                  chosen.map((invoice) => invoice.id),
                )
              }
              loadingText={t('invoices.list.downloading')}
              errorMessage={t('invoices.list.zipFailed')}
            >
              {t('invoices.list.zipButton', { count: chosen.length })}
            </DownloadButton>
          </div>
        )}
      </Stack>
    </Section>
  );
}
