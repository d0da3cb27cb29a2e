import { z } from 'zod/mini';

/**
 * Paying an invoice with iDEAL (issue #29, ADR 136: a proposal to the provider; spec §3 and §7.2
 * name no payment call). The API asks its payment provider for a link; the customer pays at the
 * bank's page and comes back to `returnUrl`; the portal then reads the payment's status.
 */

/** Where a payment stands: waiting for the bank, paid, or ended without paying. */
export const PaymentStatus = z.enum(['open', 'paid', 'cancelled', 'failed', 'expired']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/**
 * POST /api/invoices/{id}/payment body. `returnUrl`: where the payment page sends the customer
 * back; the API accepts only the portal's own origin (never an open redirect).
 */
export const PaymentRequest = z.strictObject({ returnUrl: z.string() });
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** The link was made: send the customer to `paymentUrl`, the provider's payment page. */
export const PaymentLink = z.strictObject({
  success: z.literal(true),
  paymentId: z.string(),
  paymentUrl: z.string(),
});
export type PaymentLink = z.infer<typeof PaymentLink>;

/** The API made no link (the invoice is paid already, or in an arrangement): `message` says why. */
export const PaymentRefused = z.strictObject({
  success: z.literal(false),
  message: z.string(),
});
export type PaymentRefused = z.infer<typeof PaymentRefused>;

export const PaymentLinkResult = z.discriminatedUnion('success', [PaymentLink, PaymentRefused]);
export type PaymentLinkResult = z.infer<typeof PaymentLinkResult>;

/** GET /api/payments/{id}: one payment of the signed-in customer. Amount in euro. */
export const Payment = z.strictObject({
  paymentId: z.string(),
  invoiceId: z.string(),
  amount: z.number(),
  status: PaymentStatus,
});
export type Payment = z.infer<typeof Payment>;

export const paymentSchemas = {
  reads: { payment: Payment },
  writes: { createInvoicePayment: { body: PaymentRequest, result: PaymentLinkResult } },
};
