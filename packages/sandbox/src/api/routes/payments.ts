import { Hono } from 'hono';
import type { Context } from 'hono';
import { fillPaymentReturnUrl, isAllowedReturnUrl } from '@vonk/domain/contract';
import type { Payment, PaymentLinkResult, PaymentStatus } from '@vonk/domain/contract';
import type { CustomerPersona, SandboxPayment, SandboxStore } from '../../personas/index.ts';
import { bodyOf } from '../middleware/contractValidation.ts';
import type { ApiConfig, ApiEnv } from '../types.ts';

/** The path of the sandbox's iDEAL page, served beside its other test routes (ADR 136). */
export const IDEAL_PAGE_PATH = '/__sandbox/ideal';

const REFUSALS = {
  Paid: 'Deze rekening is al betaald.',
  InArrangement: 'Deze rekening betaal je met de termijnen van je betalingsregeling.',
} as const;

const publicPayment = ({ paymentId, invoiceId, amount, status }: SandboxPayment): Payment => ({
  paymentId,
  invoiceId,
  amount,
  status,
});

/**
 * POST /api/invoices/{id}/payment {returnUrl} (ADR 136): a payment link for one open invoice. The
 * return URL must be on the portal's origin (config, else the origin the API is called at): any
 * other is refused with 400, so the payment page is never an open redirect. The link is the
 * sandbox's own iDEAL page on the origin the API was called at.
 */
export function invoicePaymentRoutes(config: ApiConfig) {
  return new Hono<ApiEnv>().post('/:id/payment', (c) => {
    const { returnUrl } = bodyOf(c, 'createInvoicePayment');
    const origin = new URL(c.req.url).origin;
    if (!isAllowedReturnUrl(returnUrl, config.portalOrigin ?? origin))
      return c.json({ message: 'returnUrl must be a URL on the portal’s origin.' }, 400);
    const billing = c.get('persona').billing;
    const invoice = billing.invoices.find((candidate) => candidate.id === c.req.param('id'));
    if (!invoice) return c.json({ message: 'Invoice not found.' }, 404);
    if (invoice.status === 'Paid' || invoice.status === 'InArrangement' || invoice.openAmount <= 0)
      return c.json({
        success: false,
        message: REFUSALS[invoice.status === 'InArrangement' ? 'InArrangement' : 'Paid'],
      } satisfies PaymentLinkResult);
    const paymentId = `PAY-${crypto.randomUUID()}`;
    billing.payments = [
      { paymentId, invoiceId: invoice.id, amount: invoice.openAmount, status: 'open', returnUrl },
      ...(billing.payments ?? []),
    ];
    return c.json({
      success: true,
      paymentId,
      paymentUrl: `${origin}${IDEAL_PAGE_PATH}/${encodeURIComponent(paymentId)}`,
    } satisfies PaymentLinkResult);
  });
}

/** GET /api/payments/{id}: the status of one of the signed-in customer's payments. */
export function paymentRoutes() {
  return new Hono<ApiEnv>().get('/:id', (c) => {
    const found = c
      .get('persona')
      .billing.payments?.find((payment) => payment.paymentId === c.req.param('id'));
    if (!found) return c.json({ message: 'Payment not found.' }, 404);
    return c.json(publicPayment(found) satisfies Payment);
  });
}

/** What the bank did, as the tester chooses it on the iDEAL page (form value → status). */
const OUTCOMES = {
  paid: 'Betaling gelukt',
  cancelled: 'Betaling annuleren',
  failed: 'Betaling mislukt',
  expired: 'Betaling verlopen',
} as const satisfies Partial<Record<PaymentStatus, string>>;
type Outcome = keyof typeof OUTCOMES;
const isOutcome = (value: unknown): value is Outcome =>
  typeof value === 'string' && Object.hasOwn(OUTCOMES, value);

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function find(store: SandboxStore, paymentId: string) {
  for (const persona of store.everyone()) {
    const payment = persona.billing.payments?.find((item) => item.paymentId === paymentId);
    if (payment) return { persona, payment };
  }
  return undefined;
}

/** The invoice is paid: nothing open on it, the balance and the arrears lower by its amount. */
function settle({ billing }: CustomerPersona, payment: SandboxPayment) {
  const invoice = billing.invoices.find((candidate) => candidate.id === payment.invoiceId);
  if (!invoice || invoice.status === 'Paid') return;
  const wasOverdue = invoice.status === 'Overdue';
  invoice.status = 'Paid';
  invoice.openAmount = 0;
  const round = (value: number) => Math.max(0, Math.round(value * 100) / 100);
  billing.openBalance.amount = round(billing.openBalance.amount - payment.amount);
  if (!wasOverdue) return;
  billing.openBalance.overdueAmount = round(billing.openBalance.overdueAmount - payment.amount);
  const dunning = billing.dunning;
  dunning.overdueAmount = round(dunning.overdueAmount - payment.amount);
  if (dunning.overdueAmount === 0) {
    Object.assign(dunning, {
      inDunning: false,
      stage: 'None',
      nextStepDate: null,
      collectionAgency: null,
    });
  }
}

/**
 * The page's own policy: nothing but the page and its form, which may send the customer on only
 * to itself and the portal. No inline style or script, so the portal's stricter CSP (when a front
 * serves /__sandbox on the portal's origin, ADR 053) lets it through as well.
 */
const pagePolicy = (returnUrl: string) =>
  `default-src 'none'; form-action 'self' ${new URL(returnUrl).origin}; frame-ancestors 'none'; base-uri 'none'`;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – iDEAL (sandbox)</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function notFound(c: Context) {
  return c.html(
    page(
      'Betaling niet gevonden',
      '<p>Deze betaling bestaat niet (meer). Ga terug naar Mijn Vonk en start de betaling opnieuw.</p>',
    ),
    404,
    { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'" },
  );
}

/**
 * /__sandbox/ideal/{paymentId} (ADR 136): the bank's page, played by the sandbox. The tester
 * chooses what the bank does: paid, cancelled, failed or expired; the page then sends the browser
 * back to the payment's return URL with the payment's id. Paid settles the invoice in the persona
 * store. The payment's id is its credential: random, and known only to whoever asked for it.
 */
export function idealPageRoutes(store: SandboxStore) {
  return new Hono()
    .get('/:id', (c) => {
      const found = find(store, c.req.param('id'));
      if (!found) return notFound(c);
      const { payment } = found;
      const invoice = found.persona.billing.invoices.find((item) => item.id === payment.invoiceId);
      const back = escapeHtml(fillPaymentReturnUrl(payment.returnUrl, payment.paymentId));
      const details = `<dl>
<dt>Bedrag</dt><dd>${escapeHtml(euro.format(payment.amount))}</dd>
<dt>Omschrijving</dt><dd>Rekening ${escapeHtml(invoice?.invoiceNumber ?? payment.invoiceId)} van Vonk</dd>
</dl>`;
      const body =
        payment.status === 'open'
          ? `<p>Dit is de testbank van de sandbox. Kies wat de bank met deze betaling doet; daarna ga je terug naar Mijn Vonk.</p>
${details}
<form method="post">
<fieldset>
<legend>Uitkomst van de betaling</legend>
${(Object.keys(OUTCOMES) as Outcome[])
  .map(
    (outcome) =>
      `<p><button type="submit" name="uitkomst" value="${outcome}">${OUTCOMES[outcome]}</button></p>`,
  )
  .join('\n')}
</fieldset>
</form>`
          : `<p>Deze betaling is al afgehandeld.</p>
${details}
<p><a href="${back}">Terug naar Mijn Vonk</a></p>`;
      return c.html(page('Betalen met iDEAL', body), 200, {
        'Content-Security-Policy': pagePolicy(payment.returnUrl),
        'Cache-Control': 'no-store',
      });
    })
    .post('/:id', async (c) => {
      const found = find(store, c.req.param('id'));
      if (!found) return notFound(c);
      const form = await c.req.parseBody();
      const outcome = form.uitkomst;
      if (!isOutcome(outcome))
        return c.text(`uitkomst must be one of ${Object.keys(OUTCOMES).join(', ')}.`, 400);
      const { persona, payment } = found;
      // A second answer (Back, then another button) changes nothing: the bank answered once.
      if (payment.status === 'open') {
        payment.status = outcome;
        if (outcome === 'paid') settle(persona, payment);
      }
      // Only ever to the return URL checked when the link was made: never an open redirect.
      return c.redirect(fillPaymentReturnUrl(payment.returnUrl, payment.paymentId), 303);
    });
}
