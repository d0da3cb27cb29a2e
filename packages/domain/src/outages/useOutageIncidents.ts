import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import type { OutageIncident, OutageIncidents } from '../contract/index.ts';

/** Outage incidents, 300 s (spec §7.2: an empty object when there are none). */
export function useOutageIncidents(): SWRResponse<OutageIncidents, ApiError> {
  return useApiGet('/api/outages/incidents');
}

/** The incident list of an answer that may be `{}`. */
export function outageIncidents(answer: OutageIncidents | null | undefined): OutageIncident[] {
  return answer?.incidents ?? [];
}
