import type { OutageIncidents } from '../contract/index.ts';

/** Outages that still affect the customer: every incident not yet resolved (an empty object means none). */
export function activeOutageCount(incidents: OutageIncidents): number {
  return (incidents.incidents ?? []).filter((incident) => incident.status !== 'Resolved').length;
}
