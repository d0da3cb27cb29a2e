import type { Invoice, InvoiceStatus } from '../invoices/schema.ts';
import type { Payment } from './schema.ts';

/**
 * Whether the customer can pay this invoice online now (issue #29): any invoice with something
 * left to pay, open or overdue. An invoice in a payment arrangement is paid in its terms (ADR 136).
 */
export function canPayOnline(invoice: Pick<Invoice, 'status' | 'openAmount'>): boolean {
  return (invoice.status === 'Open' || invoice.status === 'Overdue') && invoice.openAmount > 0;
}

/**
 * The invoice the dashboard offers to pay (ADR 136): of those that can be paid online, the one
 * due first (an overdue one before an open one), then the oldest; null when none can be.
 */
export function invoiceToPay<
  I extends Pick<Invoice, 'status' | 'openAmount' | 'dueDate' | 'invoiceDate'>,
>(invoices: readonly I[]): I | null {
  return invoices
    .filter(canPayOnline)
    .reduce<I | null>(
      (first, invoice) =>
        !first ||
        invoice.dueDate < first.dueDate ||
        (invoice.dueDate === first.dueDate && invoice.invoiceDate < first.invoiceDate)
          ? invoice
          : first,
      null,
    );
}

/**
 * What the customer sees on coming back from the payment page (ADR 136):
 * - `paid`: the invoice is paid;
 * - `pending`: the bank has not said yet (the status is still open);
 * - `cancelled`: they stopped; the invoice stays open;
 * - `failed`, `expired`: nothing was paid; what to do next.
 * `canRetry`: the invoice can still be paid online (the page offers the button again).
 * `unknown`: no payment of this customer has that id (an old or edited link).
 */
export type PaymentOutcome =
  | { kind: 'paid'; amount: number; invoiceId: string }
  | { kind: 'pending'; amount: number; invoiceId: string }
  | {
      kind: 'cancelled' | 'failed' | 'expired';
      amount: number;
      invoiceId: string;
      canRetry: boolean;
    }
  | { kind: 'unknown' };

const ENDED = { cancelled: 'cancelled', failed: 'failed', expired: 'expired' } as const;

export function paymentOutcome(
  payment: Payment | null,
  invoices: readonly Pick<Invoice, 'id' | 'status' | 'openAmount'>[],
): PaymentOutcome {
  if (!payment) return { kind: 'unknown' };
  const { amount, invoiceId, status } = payment;
  if (status === 'paid') return { kind: 'paid', amount, invoiceId };
  if (status === 'open') return { kind: 'pending', amount, invoiceId };
  const invoice = invoices.find((candidate) => candidate.id === invoiceId);
  return {
    kind: ENDED[status],
    amount,
    invoiceId,
    canRetry: invoice !== undefined && canPayOnline(invoice),
  };
}

/**
 * The invoice's status as the list shows it after a payment: paid as soon as the payment is,
 * even when the invoices answer (cached, or the provider's back office a moment behind) still
 * says open. Any other outcome leaves the API's status.
 */
export function invoiceStatusAfterPayment(
  invoice: Pick<Invoice, 'id' | 'status'>,
  payment: Pick<Payment, 'invoiceId' | 'status'> | null,
): InvoiceStatus {
  return payment?.status === 'paid' && payment.invoiceId === invoice.id ? 'Paid' : invoice.status;
}
