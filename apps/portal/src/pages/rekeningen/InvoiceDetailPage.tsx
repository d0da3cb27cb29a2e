import {
  Card,
  DescriptionList,
  DownloadButton,
  EmptyState,
  Link,
  Spinner,
  Stack,
  StatusTag,
  formatDate,
  formatDateRange,
  formatEuro,
} from '@vonk/ui';
import {
  canPayOnline,
  downloadInvoicePdf,
  invoiceDifference,
  invoicePeriod,
  isPathSegment,
  reads,
  routePaths,
  useApiClient,
  useRead,
} from '@vonk/domain';
import type { Invoice, InvoiceExplanation } from '@vonk/domain';
import { useParams } from 'react-router-dom';
import { PayInvoice } from './pay/PayInvoice.tsx';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { InvoiceChanges } from './InvoiceChanges.tsx';
import { InvoiceLines } from './InvoiceLines.tsx';
import { INVOICE_STATUS } from './invoiceStatus.ts';
import pageMessages from '../../i18n/compiled/pages/rekeningen.json';
import screenMessages from '../../i18n/compiled/pages/rekeningen.InvoiceDetailPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * /rekeningen/:invoiceId (issue #29): one invoice, its lines grouped and why it differs from the
 * previous one (ADR 134), with its PDF. An id the API does not know (404) is said on the
 * page; any other failure goes to the §8 catalogue like every page read. Printed, it is the
 * invoice alone (the shell's print rules).
 */
export function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  // A crafted `/rekeningen/%2e%2e` names no invoice: unknown, without asking the API (issue #27).
  if (!isPathSegment(invoiceId)) return <UnknownInvoice invoiceId={invoiceId} />;
  return <KnownOrNot invoiceId={invoiceId} />;
}

function KnownOrNot({ invoiceId }: { invoiceId: string }) {
  const known = useRead(reads.invoiceLines, { id: invoiceId });
  return known.error?.status === 404 ? (
    <UnknownInvoice invoiceId={invoiceId} />
  ) : (
    <InvoiceDetail invoiceId={invoiceId} />
  );
}

function InvoiceDetail({ invoiceId }: { invoiceId: string }) {
  const t = useText();
  const { data: invoices } = usePageData(reads.invoices);
  const { data: explanation } = usePageData(reads.invoiceLines, { id: invoiceId });
  if (!invoices || !explanation) return <Spinner label={t('invoices.detail.loading')} />;
  const invoice = invoices.find(({ id }) => id === invoiceId);
  if (!invoice) return <UnknownInvoice invoiceId={invoiceId} />;
  const previous = invoices.find(({ id }) => id === explanation.previous?.invoiceId) ?? null;
  return <InvoiceView invoice={invoice} explanation={explanation} previous={previous} />;
}

/** One invoice: its facts and PDF, why it differs from the previous one, and its lines. */
function InvoiceView({
  invoice,
  explanation,
  previous,
}: {
  invoice: Invoice;
  explanation: InvoiceExplanation;
  previous: Invoice | null;
}) {
  const t = useText();
  const client = useApiClient();
  const difference = invoiceDifference(explanation);
  const { from, to } = invoicePeriod(invoice);
  const status = INVOICE_STATUS[invoice.status];
  return (
    <Stack gap="8">
      <Card title={t('invoices.detail.title', { number: invoice.invoiceNumber })} headingLevel={2}>
        <Stack gap="4">
          <DescriptionList
            items={[
              {
                id: 'date',
                term: t('invoices.detail.date'),
                description: formatDate(invoice.invoiceDate),
              },
              {
                id: 'period',
                term: t('invoices.detail.period'),
                description: formatDateRange(from, to),
              },
              {
                id: 'amount',
                term: t('invoices.detail.amount'),
                description: formatEuro(invoice.amount),
              },
              {
                id: 'status',
                term: t('invoices.detail.status'),
                description: <StatusTag tone={status.tone}>{t(status.text)}</StatusTag>,
              },
              {
                id: 'due',
                term: t('invoices.detail.dueDate'),
                description: formatDate(invoice.dueDate),
              },
            ]}
          />
          <div>
            <DownloadButton
              download={() => downloadInvoicePdf(client, invoice)}
              loadingText={t('invoices.list.downloading')}
              errorMessage={t('invoices.list.downloadFailed')}
            >
              {t('invoices.detail.pdf')}
            </DownloadButton>
          </div>
          {/* Any open invoice, not only arrears (issue #29, ADR 136). */}
          {canPayOnline(invoice) && <PayInvoice invoice={invoice} />}
        </Stack>
      </Card>
      <InvoiceChanges difference={difference} previous={previous} />
      <InvoiceLines groups={difference.groups} totalCents={difference.totalCents} />
    </Stack>
  );
}

function UnknownInvoice({ invoiceId }: { invoiceId: string }) {
  const t = useText();
  return (
    <EmptyState
      title={t('invoices.detail.unknown')}
      action={<Link href={routePaths.invoices.href()}>{t('invoices.detail.toInvoices')}</Link>}
    >
      {t('invoices.detail.unknownBody', { id: invoiceId })}
    </EmptyState>
  );
}
