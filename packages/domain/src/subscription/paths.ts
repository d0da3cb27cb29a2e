import { read, returns } from '../contract/endpoint.ts';
import type { Subscription, SubscriptionStatus } from './schema.ts';

export const subscriptionReads = {
  subscription: read('/api/subscription', 'short', returns<Subscription>()),
  subscriptionStatus: read('/api/subscription/status', 'short', returns<SubscriptionStatus>()),
};
