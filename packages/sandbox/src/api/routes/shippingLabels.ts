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
 * GET /api/shippinglabel/{reference} and GET /api/shippinglabel/{reference}/pdf: public (see
 * publicPaths.ts), for /retour-label (spec §2.1); the reference from the e-mail is the credential.
 * The PDF is the same label as the order's own (retourlabel-{orderId}.pdf). 404 for an unknown
 * reference.
 */
export function shippingLabelRoutes(store: SandboxStore) {
  const find = (reference: string) => {
    for (const persona of store.all()) {
      const label = persona.returnLabels?.find((candidate) => candidate.reference === reference);
      if (label) return { persona, label };
    }
    return undefined;
  };
  return new Hono<ApiEnv>()
    .get('/:reference', (c) => {
      const found = find(c.req.param('reference'));
      return found
        ? c.json(found.label satisfies ReturnLabel)
        : c.json({ message: 'Unknown return reference.' }, 404);
    })
    .get('/:reference/pdf', (c) => {
      const found = find(c.req.param('reference'));
      const order = found?.persona.orders.find((candidate) => candidate.id === found.label.orderId);
      if (!found || !order) return c.json({ message: 'Unknown return reference.' }, 404);
      return c.body(shippingLabelPdf(found.persona, order), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="retourlabel-${order.id}.pdf"`,
      });
    });
}
