import { reads } from '@vonk/domain';
import { pageRead } from './pageLoader.ts';
import type { PageRead } from './pageLoader.ts';

/**
 * Spec §2.5: what is loaded before routes open, in one parallel round, in the spec's order.
 * The spec's "account details" are two calls here (account and the basic data with the
 * customer's initials); "phone numbers" are the fixed lines of the VoIP settings.
 */
export const PRELOAD_SOURCES = [
  pageRead(reads.subscriptionStatus),
  pageRead(reads.subscription),
  pageRead(reads.streamingCustomer),
  pageRead(reads.securityCustomer),
  pageRead(reads.converged),
  pageRead(reads.outageIncidents),
  pageRead(reads.openRemoteSupportRequests),
  pageRead(reads.tvSettings),
  pageRead(reads.features),
  pageRead(reads.account),
  pageRead(reads.basicAccount),
  pageRead(reads.gdprAvailability),
  pageRead(reads.voipSettings),
  pageRead(reads.householdSubscribeAddress),
  pageRead(reads.internetProducts),
] satisfies readonly PageRead[];
