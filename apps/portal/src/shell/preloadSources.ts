import { readUrl, reads } from '@vonk/domain';
import type { ReadDescriptor } from '@vonk/domain';
import { pageRead } from './pageLoader.ts';
import type { PageRead } from './pageLoader.ts';

function preloadOf<T>(read: ReadDescriptor<T, void>) {
  return { start: pageRead(read), url: readUrl(read) };
}

/**
 * Spec §2.5: what is loaded before routes open, in one parallel round, in the spec's order.
 * The spec's "account details" are two calls here (account and the basic data with the
 * customer's initials); "phone numbers" are the fixed lines of the VoIP settings.
 */
const PRELOADS = [
  preloadOf(reads.subscriptionStatus),
  preloadOf(reads.subscription),
  preloadOf(reads.streamingCustomer),
  preloadOf(reads.securityCustomer),
  preloadOf(reads.converged),
  preloadOf(reads.outageIncidents),
  preloadOf(reads.openRemoteSupportRequests),
  preloadOf(reads.tvSettings),
  preloadOf(reads.features),
  preloadOf(reads.account),
  preloadOf(reads.basicAccount),
  preloadOf(reads.gdprAvailability),
  preloadOf(reads.voipSettings),
  preloadOf(reads.householdSubscribeAddress),
  preloadOf(reads.internetProducts),
  // Beyond §2.5 (issue #30, ADR 142): the display preferences, so the shell paints with them.
  preloadOf(reads.displayPreferences),
];

export const PRELOAD_SOURCES: readonly PageRead[] = PRELOADS.map(({ start }) => start);

const PRELOAD_URLS = new Set(PRELOADS.map(({ url }) => url));

/** Whether a URL is one of the §2.5 preloads, whose 503 the page that needs it meets (issue #31). */
export const isPreloadUrl = (url: string): boolean => PRELOAD_URLS.has(url);
