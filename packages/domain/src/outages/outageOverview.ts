import type { OutageIncident, OutageIncidents } from './schema.ts';

/** How long a resolved outage stays on /storingen after it ended (issue #29). */
export const RESOLVED_OUTAGE_VISIBLE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * /storingen in two lists (issue #29, ADR 138): the outages still running, newest first, and the
 * ones resolved in the last 30 days, last ended first. A resolved outage without an end time, or
 * one that ended longer ago, is not shown: we cannot say it is recent.
 */
export interface OutageOverview {
  current: OutageIncident[];
  recent: OutageIncident[];
}

export function outageOverview(incidents: OutageIncidents, now: Date): OutageOverview {
  const list = incidents.incidents ?? [];
  const since = now.getTime() - RESOLVED_OUTAGE_VISIBLE_DAYS * DAY_MS;
  const ended = (incident: OutageIncident) =>
    incident.endTime ? Date.parse(incident.endTime) : Number.NaN;
  return {
    current: list
      .filter((incident) => incident.status !== 'Resolved')
      .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime)),
    recent: list
      .filter((incident) => incident.status === 'Resolved' && ended(incident) >= since)
      .sort((a, b) => ended(b) - ended(a)),
  };
}

/**
 * When a running outage is expected to be fixed, and whether that moment has passed while we are
 * still at it (issue #29: "verwacht opgelost: gisteren 18:00 — we zijn er nog mee bezig").
 * Resolved outages and outages without an expected end have none.
 */
export type ExpectedFix = { kind: 'unknown' } | { kind: 'expected'; at: string; overdue: boolean };

export function expectedFix(
  incident: Pick<OutageIncident, 'status' | 'expectedEndTime'>,
  now: Date,
): ExpectedFix {
  const at = incident.expectedEndTime;
  if (incident.status === 'Resolved' || !at) return { kind: 'unknown' };
  return { kind: 'expected', at, overdue: Date.parse(at) < now.getTime() };
}
