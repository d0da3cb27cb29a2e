import type { GetPath } from '@vonk/domain';

/**
 * Spec §2.5: what is loaded before routes open, in one parallel round, in the spec's order.
 * The spec's "account details" are two calls here (account and the basic data with the
 * customer's initials); "phone numbers" are the fixed lines of the VoIP settings.
 */
export const PRELOAD_SOURCES = [
  '/api/subscription/status',
  '/api/subscription',
  '/api/entertainment/viaplay',
  '/api/fsecure/customer',
  '/api/converged',
  '/api/outages/incidents',
  '/api/remotemechanic/open',
  '/api/tvsettings',
  '/api/features',
  '/api/account',
  '/api/account/basic',
  '/api/gdpr/availability',
  '/api/voipsettings',
  '/api/household/subscribeaddress',
  '/api/products/internet',
] as const satisfies readonly GetPath[];
