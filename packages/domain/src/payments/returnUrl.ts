/**
 * The return URL of a payment (ADR 136). The portal cannot know the payment's id before the API
 * made it, so it sends a URL with this placeholder; the API puts the id in its place (URL-encoded)
 * when it sends the customer back.
 */
export const PAYMENT_ID_PLACEHOLDER = '{paymentId}';

const PLACEHOLDERS = [PAYMENT_ID_PLACEHOLDER, encodeURIComponent(PAYMENT_ID_PLACEHOLDER)];

/** `returnUrl` with the payment's id where the placeholder is (in either spelling). */
export function fillPaymentReturnUrl(returnUrl: string, paymentId: string): string {
  const id = encodeURIComponent(paymentId);
  return PLACEHOLDERS.reduce(
    (url, placeholder) => url.replace(new RegExp(escape(placeholder), 'gi'), id),
    returnUrl,
  );
}

const escape = (text: string) => text.replace(/[{}%]/g, (char) => `\\${char}`);

/**
 * True when the payment page may send the customer to `returnUrl`: an absolute http(s) URL on the
 * portal's own origin, without user name or password. Anything else would make the payment page
 * an open redirect, so the API refuses it (400).
 */
export function isAllowedReturnUrl(returnUrl: string, portalOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.origin === portalOrigin
  );
}

/**
 * The payment page the API names, if the browser may go there: an absolute http(s) URL. Anything
 * else (a `javascript:` URL from a broken answer) is no page, and the portal stays.
 */
export function paymentPageUrl(paymentUrl: string): string | null {
  try {
    const url = new URL(paymentUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
