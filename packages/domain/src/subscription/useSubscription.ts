import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { Subscription, SubscriptionStatus } from '../contract/index.ts';

/** Current products (spec §3), 30 s. */
export function useSubscription(): SWRResponse<Subscription, ApiError> {
  return useApiResource('/api/subscription', (client) => client.get('/api/subscription'));
}

/** Subscription status, 30 s. */
export function useSubscriptionStatus(): SWRResponse<SubscriptionStatus, ApiError> {
  return useApiResource('/api/subscription/status', (client) =>
    client.get('/api/subscription/status'),
  );
}
