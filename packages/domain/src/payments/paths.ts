import { writeWith } from '../endpoint/endpoint.ts';
import { pathSegment } from '../endpoint/pathSegment.ts';
import type { PaymentLinkResult, PaymentRequest } from './schema.ts';

/** The /rekeningen query key the payment page returns with: `?betaling={paymentId}` (ADR 136). */
export const PAYMENT_PARAM = 'betaling';
/** The /rekeningen query key that starts paying one invoice: `?betalen={invoiceId}` (ADR 136). */
export const PAY_INVOICE_PARAM = 'betalen';

export const invoicePaymentUrl = (invoiceId: string) =>
  `/api/invoices/${pathSegment(invoiceId)}/payment`;
export const paymentUrl = (paymentId: string) => `/api/payments/${pathSegment(paymentId)}`;

export const paymentWrites = {
  /** Asks the API for an iDEAL payment link for one open invoice (ADR 136). */
  createInvoicePayment: writeWith<PaymentRequest, PaymentLinkResult, { invoiceId: string }>(
    'POST',
    '/api/invoices/*/payment',
    ({ invoiceId }) => invoicePaymentUrl(invoiceId),
    {
      // ADR 136: paying settles the invoice, its balance and dunning; a new payment's status is new.
      clears: ['/api/invoices', '/api/invoices/**', '/api/postponepayment', '/api/payments/*'],
      tracking: { category: 'SS - Betalen', label: 'Rekening betalen met iDEAL' },
    },
  ),
};
