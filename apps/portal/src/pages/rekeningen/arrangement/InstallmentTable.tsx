import { StatusTag, Table, formatDate, formatEuro } from '@vonk/ui';
import type { TableColumn } from '@vonk/ui';
import type { Installment, InstallmentPaymentMethod } from '@vonk/domain';
import type { MessageId } from '../../../i18n/messages.ts';
import { useText } from '../../../i18n/useText.ts';

/** How a term is paid, in a word (ADR 118). */
const PAID_BY: Record<InstallmentPaymentMethod, MessageId> = {
  Transfer: 'invoices.arrangement.paidBy.Transfer',
  DirectDebit: 'invoices.arrangement.paidBy.DirectDebit',
};

interface InstallmentTableProps {
  caption: string;
  installments: readonly Installment[];
  /** A running plan shows which terms are paid; a preview has nothing paid yet. */
  showPaid?: boolean;
  /** How each term is paid (ADR 118), in the preview and the running plan. */
  paymentMethod?: InstallmentPaymentMethod;
}

/** Every instalment with its date and amount (ADR 033): seen before confirming and after. */
export function InstallmentTable({
  caption,
  installments,
  showPaid = false,
  paymentMethod,
}: InstallmentTableProps) {
  const t = useText();
  const columns: TableColumn<Installment & { term: number }>[] = [
    {
      key: 'term',
      header: t('invoices.arrangement.table.term'),
      rowHeader: true,
      render: (row) => t('invoices.arrangement.table.termValue', { term: row.term }),
    },
    {
      key: 'dueDate',
      header: t('invoices.arrangement.table.date'),
      render: (row) => formatDate(row.dueDate),
    },
    {
      key: 'amount',
      header: t('invoices.arrangement.table.amount'),
      align: 'end',
      render: (row) => formatEuro(row.amount),
    },
  ];
  if (paymentMethod) {
    columns.push({
      key: 'paidBy',
      header: t('invoices.arrangement.table.paidBy'),
      render: () => t(PAID_BY[paymentMethod]),
    });
  }
  if (showPaid) {
    columns.push({
      key: 'paid',
      header: t('invoices.arrangement.table.status'),
      render: (row) =>
        row.paid ? (
          <StatusTag tone="success">{t('invoices.status.paid')}</StatusTag>
        ) : (
          <StatusTag tone="neutral">{t('invoices.arrangement.table.toPay')}</StatusTag>
        ),
    });
  }
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={installments.map((installment, index) => ({ ...installment, term: index + 1 }))}
      getRowKey={(row) => row.term}
    />
  );
}
