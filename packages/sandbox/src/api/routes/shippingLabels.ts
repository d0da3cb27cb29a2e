import { Hono } from 'hono';
import type { Context } from 'hono';
import type { ReturnLabel } from '@vonk/domain/contract';
import type { SandboxStore } from '../../personas/index.ts';
import { shippingLabelPdf } from '../documents/shippingLabelPdf.ts';
import type { ApiEnv } from '../types.ts';

// Shipping labels: the spec shows no paths (§7.2 "shipping label paths (not shown)"); they are
// designed in @vonk/domain's contract/shippingLabels.ts and served here as designed there.

/** GET /api/orders/{orderId}/shippinglabel (logged in): the label PDF, retourlabel-{orderId}.pdf. */
export function orderShippingLabel(c: Context<ApiEnv>) {
  const persona = c.get('persona');
  const order = persona.orders.find((candidate) => candidate.id === c.req.param('id'));
  if (!order) return c.json({ message: 'Order not found.' }, 404);
  return c.body(shippingLabelPdf(persona, order), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="retourlabel-${order.id}.pdf"`,
  });
}

/**
 * GET /api/shippinglabel/{reference}: public (see publicPaths.ts), for /retour-label (spec §2.1);
 * the reference from the e-mail is the credential. 404 for an unknown reference.
 */
export function shippingLabelRoutes(store: SandboxStore) {
  return new Hono<ApiEnv>().get('/:reference', (c) => {
    const reference = c.req.param('reference');
    const label = store
      .all()
      .flatMap((persona) => persona.returnLabels ?? [])
      .find((candidate) => candidate.reference === reference);
    return label
      ? c.json(label satisfies ReturnLabel)
      : c.json({ message: 'Unknown return reference.' }, 404);
  });
}
