import type { InstallmentPaymentMethod } from '@vonk/domain';
import type { MessageId } from '../../../i18n/messages.ts';

/** What paying each term that way asks of the customer (ADR 118): the preview and the plan. */
export const HOW_PAID: Record<InstallmentPaymentMethod, MessageId> = {
  Transfer: 'invoices.arrangement.howPaid.Transfer',
  DirectDebit: 'invoices.arrangement.howPaid.DirectDebit',
};
