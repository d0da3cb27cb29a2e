import type { OutageIncident, OutageIncidents, OutageUpdate } from './schema.ts';

/** Outages that still affect the customer: every incident not yet resolved (an empty object means none). */
export function activeOutageCount(incidents: OutageIncidents): number {
  return (incidents.incidents ?? []).filter((incident) => incident.status !== 'Resolved').length;
}

/** Incidents at the customer's address, still running ones first, each group newest first. */
export function outagesAtAddress(incidents: OutageIncidents): OutageIncident[] {
  const rank = (incident: OutageIncident) => (incident.status === 'Resolved' ? 1 : 0);
  return [...(incidents.incidents ?? [])].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.startTime) - Date.parse(a.startTime),
  );
}

/** An incident's timeline (issue #12): its updates newest first, by their moment in time. */
export function outageTimeline(incident: OutageIncident): OutageUpdate[] {
  return [...(incident.updates ?? [])].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
