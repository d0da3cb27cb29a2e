import {
  BarChart,
  Link,
  Section,
  Stack,
  Table,
  formatDate,
  formatEuro,
  formatMonth,
} from '@vonk/ui';
import type { TableColumn } from '@vonk/ui';
import { USAGE_CHART_MONTHS, reads, recentMonths, routePaths } from '@vonk/domain';
import type { VodRental } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import pageMessages from '../../i18n/compiled/pages/gebruikskosten.json';
import screenMessages from '../../i18n/compiled/pages/gebruikskosten.UsagePage.json';
import { registerPageMessages } from '../../i18n/messages.ts';
import { UsageInvoiceLink } from './UsageInvoiceLink.tsx';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/** One month's usage: both kinds, read through the page's cache. */
function useMonth(month: string) {
  return {
    month,
    vod: usePageData(reads.vodUsage, { month }).data,
    voip: usePageData(reads.voipUsage, { month }).data,
  };
}

/**
 * Spec §2.2 /gebruikskosten: usage costs beyond the subscription (ADR 036) — a bar chart of this
 * month and the five before (video on demand and calls, with the same numbers as a table), this
 * month's rentals, and this month's calls in short with the way to /gebruikskosten/bellen; the
 * earlier months' costs with the invoice they are on (issue #29).
 */
export function UsagePage() {
  const t = useText();
  const { today = () => new Date() } = usePortal();
  const months = recentMonths(today(), USAGE_CHART_MONTHS);
  // Always USAGE_CHART_MONTHS months, so the hooks run in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const data = months.map((month) => useMonth(month));
  const current = data[data.length - 1]!;
  const invoices = usePageData(reads.invoices).data;
  // Earlier months with costs, newest first: each with the invoice it is on (issue #29).
  const billed = data
    .slice(0, -1)
    .map(({ month, vod, voip }) => ({ month, total: (vod?.total ?? 0) + (voip?.total ?? 0) }))
    .filter(({ total }) => total > 0)
    .reverse();
  const vodTotals = data.map((item) => item.vod?.total ?? 0);
  const callTotalsByMonth = data.map((item) => item.voip?.total ?? 0);
  const nothing = [...vodTotals, ...callTotalsByMonth].every((total) => total === 0);
  const rentals = current.vod?.items ?? [];
  const rentalColumns: TableColumn<VodRental>[] = [
    {
      key: 'date',
      header: t('usage.vod.date'),
      rowHeader: true,
      render: (r) => formatDate(r.date),
    },
    { key: 'title', header: t('usage.vod.title') },
    {
      key: 'price',
      header: t('usage.vod.price'),
      align: 'end',
      render: (r) => formatEuro(r.price),
    },
  ];
  const currentMonth = formatMonth(current.month);

  return (
    <Stack gap="8">
      <Section title={t('usage.overview.perMonth')} description={t('usage.overview.intro')}>
        {nothing ? (
          <p>{t('usage.overview.nothing')}</p>
        ) : (
          <BarChart
            title={t('usage.overview.chartTitle', {
              from: formatMonth(months[0]!),
              to: currentMonth,
            })}
            categories={months.map((month) => ({
              key: month,
              label: formatMonth(month, { short: true }),
            }))}
            series={[
              { key: 'vod', label: t('usage.overview.vod'), values: vodTotals },
              { key: 'calls', label: t('usage.overview.calls'), values: callTotalsByMonth },
            ]}
            formatValue={(value) => formatEuro(value)}
            categoryLabel={t('usage.overview.month')}
            totalLabel={t('usage.overview.total')}
            tableCaption={t('usage.overview.tableCaption')}
          />
        )}
      </Section>
      {invoices && billed.length > 0 && (
        <Section title={t('usage.invoices.title')}>
          <ul>
            {billed.map(({ month, total }) => (
              <li key={month}>
                {t('usage.invoices.month', {
                  month: formatMonth(month),
                  amount: formatEuro(Math.round(total * 100) / 100),
                })}{' '}
                <UsageInvoiceLink invoices={invoices} month={month} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={t('usage.overview.vodTitle', { month: currentMonth })}>
        <Table
          caption={t('usage.vod.caption', { month: currentMonth })}
          columns={rentalColumns}
          rows={rentals}
          getRowKey={(rental, index) => `${rental.date}-${index}`}
          emptyText={t('usage.vod.empty', { month: currentMonth })}
        />
      </Section>
      <Section title={t('usage.overview.callsTitle', { month: currentMonth })}>
        <Stack gap="3">
          <p>
            {t('usage.overview.callsSummary', {
              count: current.voip?.items.length ?? 0,
              amount: formatEuro(current.voip?.total ?? 0),
            })}
          </p>
          <Link href={routePaths.usageCalls.href()}>{t('usage.overview.callsLink')}</Link>
        </Stack>
      </Section>
    </Stack>
  );
}
