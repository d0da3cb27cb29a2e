import type { InvoiceStatus } from '@vonk/domain';
import type { BadgeTone } from '@vonk/ui';
import type { MessageId } from '../../i18n/messages.ts';

/** Each invoice status as a word and a tone (ADR 033). */
export const INVOICE_STATUS: Record<InvoiceStatus, { text: MessageId; tone: BadgeTone }> = {
  Paid: { text: 'invoices.status.paid', tone: 'success' },
  Open: { text: 'invoices.status.open', tone: 'info' },
  Overdue: { text: 'invoices.status.overdue', tone: 'error' },
  InArrangement: { text: 'invoices.status.inArrangement', tone: 'warning' },
};
