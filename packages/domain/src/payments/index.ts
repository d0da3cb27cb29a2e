// PAYMENT_PARAM, the URLs and the return-URL rules come through the contract (contract/index.ts).
export { canPayOnline, invoiceStatusAfterPayment, invoiceToPay, paymentOutcome } from './rules.ts';
export type { PaymentOutcome } from './rules.ts';
export { paymentReturnUrl, startInvoicePayment } from './startInvoicePayment.ts';
export type { StartedPayment } from './startInvoicePayment.ts';
