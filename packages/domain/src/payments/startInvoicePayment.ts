import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { PAYMENT_PARAM, paymentWrites } from './paths.ts';
import { PAYMENT_ID_PLACEHOLDER, paymentPageUrl } from './returnUrl.ts';

/** Where the payment page sends the customer back: /rekeningen?betaling={paymentId} (ADR 136). */
export function paymentReturnUrl(portalOrigin: string): string {
  return `${portalOrigin}${routePaths.invoices.href({ [PAYMENT_PARAM]: PAYMENT_ID_PLACEHOLDER })}`;
}

/** Starting a payment: the page to go to, or the API's reason for making no link. */
export type StartedPayment =
  | { kind: 'redirect'; paymentId: string; url: string }
  | { kind: 'refused'; message: string | null };

/**
 * POST /api/invoices/{id}/payment (tracking 'SS - Betalen'): asks for an iDEAL link that returns
 * to /rekeningen on `portalOrigin`. A refusal (`success: false`) or a link that is no http(s) page
 * is `refused`; an HTTP error is thrown as the client's typed error.
 */
export async function startInvoicePayment(
  client: ApiClient,
  invoiceId: string,
  portalOrigin: string,
): Promise<StartedPayment> {
  const result = await sendWrite(
    client,
    paymentWrites.createInvoicePayment,
    { returnUrl: paymentReturnUrl(portalOrigin) },
    { invoiceId },
  );
  if (!result.success) return { kind: 'refused', message: result.message };
  const url = paymentPageUrl(result.paymentUrl);
  return url
    ? { kind: 'redirect', paymentId: result.paymentId, url }
    : { kind: 'refused', message: null };
}
