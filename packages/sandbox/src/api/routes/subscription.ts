import { Hono } from 'hono';
import type { Subscription, SubscriptionStatus } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/subscription: current products and the subscription status (spec §3, §2.5). */
export function subscriptionRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').subscription satisfies Subscription))
    .get('/status', (c) =>
      c.json(c.get('persona').subscriptionStatus satisfies SubscriptionStatus),
    );
}
