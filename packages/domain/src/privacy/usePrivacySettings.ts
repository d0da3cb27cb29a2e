import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { PrivacySettings } from '../contract/index.ts';

/** Privacy settings, 300 s. */
export function usePrivacySettings(): SWRResponse<PrivacySettings, ApiError> {
  return useApiGet('/api/account/privacysettings');
}

/** POST the privacy settings; clears the cached GET of the same URL. */
export function savePrivacySettings(
  client: ApiClient,
  settings: PrivacySettings,
): Promise<unknown> {
  return client.send('POST', '/api/account/privacysettings', settings, {
    category: 'Privacy',
    label: 'Privacy-instellingen opslaan',
  });
}
