import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useRead } from '../cache/useRead.ts';
import * as usageReads from './reads.ts';
import type { VodUsage, VoipUsage } from './schema.ts';

/** Video-on-demand usage costs of a month, 300 s. */
export function useVodUsage(month?: string): SWRResponse<VodUsage, ApiError> {
  return useRead(usageReads.vodUsage, { month });
}

/** Call costs of a month, 300 s. */
export function useVoipUsage(month?: string): SWRResponse<VoipUsage, ApiError> {
  return useRead(usageReads.voipUsage, { month });
}
