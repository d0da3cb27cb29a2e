import { Hono } from 'hono';
import type { GdprAvailability } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** Most personas' data request is ready; a persona's `gdpr` field says otherwise (kees). */
const READY: GdprAvailability = { available: true, preparedOn: '2026-11-01' };

/** /api/gdpr: the privacy data request (spec §2.2 download-inzageverzoek, §7.2). */
export function gdprRoutes() {
  return new Hono<ApiEnv>()
    .get('/availability', (c) =>
      c.json((c.get('persona').gdpr ?? READY) satisfies GdprAvailability),
    )
    .get('/data', (c) => {
      const { account, details, subscription, gdpr = READY } = c.get('persona');
      if (!gdpr.available) return c.json({ message: 'The data is not prepared yet.' }, 409);
      const products = Object.values(subscription)
        .flat()
        .flatMap((product) => (product ? [product.displayName] : []));
      const text = [
        'Inzageverzoek Vonk (sandbox)',
        '',
        JSON.stringify({ account, details, products }, null, 2),
        '',
      ].join('\n');
      return c.body(text, 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': 'attachment; filename="gdprdata.txt"',
      });
    });
}
