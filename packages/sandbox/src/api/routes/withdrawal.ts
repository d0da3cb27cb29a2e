import type { Context } from 'hono';
import type { Order, OrderWithdrawal, WithdrawalResult } from '@vonk/domain/contract';
import { emailAddressAscii, orderProductNames, withdrawalPeriod } from '@vonk/domain/contract';
import type { CustomerPersona, SandboxStore } from '../../personas/index.ts';
import { newPublicReference } from '../../personas/publicReferences.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';
import { withdrawFromSubscription } from '../productChanges.ts';

// POST /api/orders/{id}/withdrawal (ADR 130, a proposal to the provider): the withdrawal function
// of CRD art. 11a against the personas' orders. The period is the domain's model on the sandbox
// clock; the acknowledgement goes to the outbox (GET /__sandbox/outbox?to=, ADR 128).

const REFUSALS = {
  expired: (order: Order, lastDay: string | null) =>
    `De bedenktijd van bestelling ${order.id} is voorbij${lastDay ? ` (tot en met ${dutchDate(lastDay)})` : ''}. Herroepen kan niet meer.`,
  cancelled: (order: Order) => `Bestelling ${order.id} is geannuleerd: er is niets te herroepen.`,
  notAContract: (order: Order) =>
    `Bestelling ${order.id} beëindigt of wijzigt een abonnement: die kun je niet herroepen.`,
  fullyPerformed: (order: Order) =>
    `Bestelling ${order.id} is op je verzoek al helemaal geleverd. Herroepen kan daarom niet meer.`,
  withdrawn: (order: Order) => `Bestelling ${order.id} heb je al herroepen.`,
};

/** Days equipment has to go back after a withdrawal (CRD art. 14(1)). */
const RETURN_DAYS = 14;

const dutchDate = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T12:00:00Z`),
  );
const dutchDateTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));

let sequence = 0;
const nextId = () => `HRP-${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase();

const refused = (c: Context<ApiEnv>, message: string, field?: string) =>
  c.json({ success: false, message, ...(field && { field }) } satisfies WithdrawalResult);

/** Equipment already sent goes back with a label; one not yet sent simply stays in the warehouse. */
function returnLabel(persona: CustomerPersona, order: Order, products: string[], now: Date) {
  const sent =
    order.shippingAddress !== null && (order.status === 'Shipped' || order.status === 'Completed');
  if (!sent) return null;
  const reference = newPublicReference(`${persona.login}/withdrawal/${order.id}`);
  const returnBefore = new Date(now);
  returnBefore.setUTCDate(returnBefore.getUTCDate() + RETURN_DAYS);
  persona.returnLabels = [
    ...(persona.returnLabels ?? []),
    {
      reference,
      orderId: order.id,
      productNames: products,
      returnBefore: returnBefore.toISOString().slice(0, 10),
    },
  ];
  order.hasReturnLabel = true;
  return reference;
}

function acknowledge(
  store: SandboxStore,
  persona: CustomerPersona,
  order: Order,
  withdrawal: OrderWithdrawal,
) {
  const next = [
    withdrawal.returnLabelReference
      ? `Stuur de apparatuur binnen ${RETURN_DAYS} dagen terug met het retourlabel (referentie ${withdrawal.returnLabelReference}) via Mijn Vonk, Retourlabel.`
      : null,
    'Wat je al betaalde, krijg je terug op je volgende rekening.',
  ].filter(Boolean);
  store.outbox.send({
    to: emailAddressAscii(withdrawal.emailAddress) ?? withdrawal.emailAddress,
    login: persona.login,
    subject: `Ontvangstbevestiging herroeping bestelling ${order.id}`,
    text: `Hallo ${withdrawal.name}, we hebben je herroeping ontvangen op ${dutchDateTime(withdrawal.receivedAt)}. Herroepen: bestelling ${order.id} (${withdrawal.products.join(', ')}), besteld op ${dutchDate(order.orderDate)}. Kenmerk: ${withdrawal.id}. ${next.join(' ')}`,
    link: null,
  });
}

/** POST /api/orders/:id/withdrawal. */
export function withdrawOrderRoute(store: SandboxStore) {
  return (c: Context<ApiEnv>) => {
    const body = bodyOf(c, 'withdrawOrder');
    const persona = c.get('persona');
    const order = persona.orders.find((candidate) => candidate.id === c.req.param('id'));
    if (!order) return c.json({ message: 'Order not found.' }, 404);
    const now = new Date();
    const period = withdrawalPeriod(order, now);
    if (period.kind === 'withdrawn') return refused(c, REFUSALS.withdrawn(order));
    if (period.kind === 'closed') return refused(c, REFUSALS[period.reason](order, period.lastDay));
    const names = orderProductNames(order);
    const unknown = body.products.find((name) => !names.includes(name));
    if (unknown) return refused(c, `${unknown} hoort niet bij bestelling ${order.id}.`, 'products');
    const name = body.name.trim();
    if (!name) return refused(c, 'Vul je naam in.', 'name');
    const emailAddress = body.emailAddress.trim();
    if (!emailAddressAscii(emailAddress))
      return refused(c, 'Dit e-mailadres is niet geldig.', 'emailAddress');
    const withdrawal: OrderWithdrawal = {
      id: nextId(),
      receivedAt: now.toISOString(),
      products: body.products,
      name,
      emailAddress,
      returnLabelReference: returnLabel(persona, order, body.products, now),
      refundOnNextInvoice: true,
    };
    order.withdrawal = withdrawal;
    if (order.status !== 'Completed') {
      order.status = 'Cancelled';
      order.wishDate = null;
      order.shippingAddressChangeable = false;
    }
    withdrawFromSubscription(persona, body.products);
    acknowledge(store, persona, order, withdrawal);
    return c.json({ success: true, withdrawal } satisfies WithdrawalResult);
  };
}
