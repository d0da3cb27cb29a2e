import type { OutageIncident, OutageIncidents } from './schema.ts';

/** The incident list of an answer that may be `{}` (spec §7.2: an empty object when there are none). */
export function outageIncidents(answer: OutageIncidents | null | undefined): OutageIncident[] {
  return answer?.incidents ?? [];
}
