import { Hono } from 'hono';
import type { GdprAvailability } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/gdpr: the privacy data request (spec §2.2 download-inzageverzoek, §7.2). Always ready here. */
export function gdprRoutes() {
  return new Hono<ApiEnv>()
    .get('/availability', (c) =>
      c.json({ available: true, preparedOn: '2026-11-01' } satisfies GdprAvailability),
    )
    .get('/data', (c) => {
      const { account, details, subscription } = c.get('persona');
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
