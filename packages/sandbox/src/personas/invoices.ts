import type { Invoice, InvoiceStatus } from '@vonk/domain/contract';

const PAYMENT_TERM_DAYS = 14;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A monthly invoice; the due date follows from the payment term, the open amount from the status. */
export function invoice(
  invoiceNumber: string,
  invoiceDate: string,
  amount: number,
  status: InvoiceStatus = 'Paid',
  paymentMethod: Invoice['paymentMethod'] = 'DirectDebit',
): Invoice {
  return {
    id: `inv-${invoiceNumber}`,
    invoiceNumber,
    invoiceDate,
    dueDate: addDays(invoiceDate, PAYMENT_TERM_DAYS),
    amount,
    openAmount: status === 'Paid' ? 0 : amount,
    status,
    paymentMethod,
  };
}
