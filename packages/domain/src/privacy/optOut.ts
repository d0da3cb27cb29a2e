import type { ApiClient } from '../client/createApiClient.ts';
import type { OptOutPreferences, WriteResult } from '../contract/index.ts';

export const OPT_OUT_PATHS = {
  save: '/api/optout/v2',
  byId: (id: string) => `/api/optout/v2/${encodeURIComponent(id)}`,
} as const;

/** GET /api/optout/v2/{id} (300 s): the preferences behind an unsubscribe link. */
export function getOptOut(client: ApiClient, id: string): Promise<OptOutPreferences> {
  return client.getJson<OptOutPreferences>(OPT_OUT_PATHS.byId(id));
}

/** Spec §7.2, §9: how saving e-mail preferences is reported to analytics. */
const OPT_OUT_TRACKING = { category: 'SS - Privacy', label: 'Afmelden e-mail' } as const;

/** PUT /api/optout/v2, tracked; clears the cached GETs by id. */
export function saveOptOut(
  client: ApiClient,
  preferences: Omit<OptOutPreferences, 'emailAddress'>,
): Promise<WriteResult> {
  return client.send<WriteResult>('PUT', OPT_OUT_PATHS.save, preferences, OPT_OUT_TRACKING);
}
