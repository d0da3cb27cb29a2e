import {
  DescriptionList,
  Link,
  Section,
  Stack,
  Table,
  VisuallyHidden,
  formatDate,
  formatEuro,
  formatMonth,
  formatTime,
} from '@vonk/ui';
import type { TableColumn } from '@vonk/ui';
import {
  callTotals,
  durationParts,
  monthNavigation,
  reads,
  routePaths,
  usageMonthParam,
} from '@vonk/domain';
import type { VoipCall } from '@vonk/domain';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { UsageInvoiceLink } from './UsageInvoiceLink.tsx';
import pageMessages from '../../i18n/compiled/pages/gebruikskosten.json';
import screenMessages from '../../i18n/compiled/pages/gebruikskosten.CallsPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

const DESTINATION: Record<VoipCall['destination'], MessageId> = {
  Vast: 'usage.destination.fixed',
  Mobiel: 'usage.destination.mobile',
  Buitenland: 'usage.destination.abroad',
  Servicenummer: 'usage.destination.service',
};

/**
 * Spec §2.3 /gebruikskosten/bellen: the fixed line's calls that cost extra, per month (ADR 036):
 * month navigation over this month and the eleven before (`?maand=`), the month's totals, every
 * call with its number partly masked, or a plain "no calls" for an empty month; the invoice the
 * month's calls are on (issue #29).
 */
export function CallsPage() {
  const t = useText();
  const [params] = useSearchParams();
  const { today = () => new Date() } = usePortal();
  const month = usageMonthParam(params.get('maand'), today());
  const usage = usePageData(reads.voipUsage, { month }).data;
  const invoices = usePageData(reads.invoices).data;
  const { previous, next } = monthNavigation(month, today());
  const monthText = formatMonth(month);
  const duration = (seconds: number) => {
    const parts = durationParts(seconds);
    return parts.hours > 0 ? t('usage.duration.hours', parts) : t('usage.duration.minutes', parts);
  };
  const columns: TableColumn<VoipCall>[] = [
    {
      key: 'date',
      header: t('usage.calls.date'),
      rowHeader: true,
      render: (call) => formatDate(call.startTime),
    },
    { key: 'time', header: t('usage.calls.time'), render: (call) => formatTime(call.startTime) },
    {
      key: 'number',
      header: t('usage.calls.number'),
      render: (call) => (
        <>
          {call.number}
          <VisuallyHidden> {t('usage.calls.masked')}</VisuallyHidden>
        </>
      ),
    },
    {
      key: 'destination',
      header: t('usage.calls.destination'),
      render: (call) => t(DESTINATION[call.destination]),
    },
    {
      key: 'duration',
      header: t('usage.calls.duration'),
      align: 'end',
      render: (call) => duration(call.durationSeconds),
    },
    {
      key: 'cost',
      header: t('usage.calls.cost'),
      align: 'end',
      render: (call) => formatEuro(call.price),
    },
  ];
  const totals = callTotals(usage?.items ?? []);

  return (
    <Stack gap="6">
      <nav aria-label={t('usage.calls.months')}>
        <Stack direction="row" gap="4" justify="space-between" wrap>
          {previous ? (
            <Link href={routePaths.usageCalls.href({ maand: previous })}>
              {t('usage.calls.previous', { month: formatMonth(previous) })}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link href={routePaths.usageCalls.href({ maand: next })}>
              {t('usage.calls.next', { month: formatMonth(next) })}
            </Link>
          )}
        </Stack>
      </nav>
      <Section title={monthText}>
        {usage && usage.items.length > 0 ? (
          <Stack gap="5">
            <DescriptionList
              items={[
                { id: 'count', term: t('usage.calls.count'), description: String(totals.count) },
                {
                  id: 'duration',
                  term: t('usage.calls.totalDuration'),
                  description: duration(totals.durationSeconds),
                },
                {
                  id: 'cost',
                  term: t('usage.calls.totalCost'),
                  description: formatEuro(usage.total),
                },
              ]}
            />
            {invoices && (
              <p>
                <UsageInvoiceLink invoices={invoices} month={month} />
              </p>
            )}
            <Table
              caption={t('usage.calls.caption', { month: monthText })}
              columns={columns}
              rows={usage.items}
              getRowKey={(call, index) => `${call.startTime}-${index}`}
            />
          </Stack>
        ) : (
          <p>{t('usage.calls.empty', { month: monthText })}</p>
        )}
      </Section>
    </Stack>
  );
}
