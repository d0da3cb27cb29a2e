import type { GetPath } from '@vonk/domain';

/**
 * Spec §2.5: what is loaded before routes open, in one parallel round. Sources whose endpoint the
 * contract does not have yet (streaming-service customer, online-security customer, TV settings,
 * GDPR data, phone numbers, available internet products) join this list with their issue.
 */
export const PRELOAD_SOURCES = [
  '/api/subscription/status',
  '/api/subscription',
  '/api/converged',
  '/api/outages/incidents',
  '/api/remotemechanic/open',
  '/api/features',
  '/api/account',
  '/api/account/basic',
  '/api/household/subscribeaddress',
] as const satisfies readonly GetPath[];
