// The subscription GETs, one export each (ADR 102): `reads.x` and `subscriptionReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { Subscription, SubscriptionStatus } from './schema.ts';

export const subscription = read('/api/subscription', returns<Subscription>(), { ttl: 'short' });
export const subscriptionStatus = read('/api/subscription/status', returns<SubscriptionStatus>(), {
  ttl: 'short',
});
