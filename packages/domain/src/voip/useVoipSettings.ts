import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { NetCodeCheck, VoipSettings } from '../contract/index.ts';
import { VOIP_PATHS } from './voipPaths.ts';

/** Settings per fixed line, 300 s; every write below clears it (spec §7.2 "followed by refetching"). */
export function useVoipSettings(): SWRResponse<VoipSettings, ApiError> {
  return useApiGet(VOIP_PATHS.settings);
}

/** Whether a number's area code fits the postcode, 300 s; waits while either is empty. */
export function useNetCodeCheck(
  phoneNumber: string,
  postalCode: string,
): SWRResponse<NetCodeCheck, ApiError> {
  return useApiResource(
    phoneNumber && postalCode ? VOIP_PATHS.checkNetCode(phoneNumber, postalCode) : null,
    (client: ApiClient, url) => client.getJson<NetCodeCheck>(url),
  );
}
