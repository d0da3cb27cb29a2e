import { Section, Stack, Table, formatDateRange, formatEuro } from '@vonk/ui';
import type { TableColumn } from '@vonk/ui';
import type { InvoiceLineGroup, InvoiceLineGroupView, InvoiceLineView } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useProviderText } from '../../i18n/useProductName.ts';
import type { MessageId } from '../../i18n/messages.ts';

export const GROUP_TEXT: Record<InvoiceLineGroup, MessageId> = {
  MonthlyFees: 'invoices.group.MonthlyFees',
  OneOffCosts: 'invoices.group.OneOffCosts',
  Usage: 'invoices.group.Usage',
  Discounts: 'invoices.group.Discounts',
  Credits: 'invoices.group.Credits',
};

/**
 * What is on one invoice, in its groups (monthly fees, one-off costs, usage, discounts, credits;
 * ADR 134), each a table with its subtotal in the caption, then the total. A line for part of a
 * month says its days ("12 dagen TV Compleet").
 */
export function InvoiceLines({
  groups,
  totalCents,
}: {
  groups: readonly InvoiceLineGroupView[];
  totalCents: number;
}) {
  const t = useText();
  // The provider's words for a line, with the new brand name (spec §1).
  const provider = useProviderText();
  const columns: TableColumn<InvoiceLineView>[] = [
    {
      key: 'description',
      header: t('invoices.lines.description'),
      rowHeader: true,
      render: (line) =>
        line.proration
          ? t('invoices.lines.prorated', {
              days: line.proration.days,
              description: line.description,
            })
          : provider(line.description),
    },
    {
      key: 'period',
      header: t('invoices.lines.period'),
      render: (line) => (line.period ? formatDateRange(line.period.from, line.period.to) : ''),
    },
    {
      key: 'amount',
      header: t('invoices.lines.amount'),
      align: 'end',
      render: (line) => formatEuro(line.cents / 100),
    },
  ];
  return (
    <Section title={t('invoices.lines.title')}>
      <Stack gap="5">
        {groups.map(({ group, lines, totalCents: subtotal }) => (
          <Table
            key={group}
            caption={t('invoices.lines.caption', {
              group: t(GROUP_TEXT[group]),
              total: formatEuro(subtotal / 100),
            })}
            columns={columns}
            rows={lines}
            getRowKey={(line) => line.id}
          />
        ))}
        <p>
          <strong>
            {t('invoices.lines.total')}: {formatEuro(totalCents / 100)}
          </strong>
        </p>
      </Stack>
    </Section>
  );
}
