import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useRead } from '../cache/useRead.ts';
import * as voipReads from './reads.ts';
import type { NetCodeCheck, VoipSettings } from './schema.ts';

/** Settings per fixed line, 300 s; every write below clears it (spec §7.2 "followed by refetching"). */
export function useVoipSettings(): SWRResponse<VoipSettings, ApiError> {
  return useRead(voipReads.voipSettings);
}

/** Whether a number's area code fits the postcode, 300 s; waits while either is empty. */
export function useNetCodeCheck(
  phoneNumber: string,
  postalCode: string,
): SWRResponse<NetCodeCheck, ApiError> {
  return useRead(phoneNumber && postalCode ? voipReads.netCodeCheck : null, {
    phoneNumber,
    postalCode,
  });
}

/**
 * The same check in its path form, GET /api/voipsettings/checknetcode/{phoneNumber}/{postalCode}
 * (spec §7.2 "one variant uses two path params"), 300 s: for a line's own number against a
 * looked-up postcode (the move, ADR 072). Waits while either is empty.
 */
export function useNetCodeCheckByPath(
  phoneNumber: string,
  postalCode: string,
): SWRResponse<NetCodeCheck, ApiError> {
  return useRead(phoneNumber && postalCode ? voipReads.netCodeCheckByPath : null, {
    phoneNumber,
    postalCode,
  });
}
