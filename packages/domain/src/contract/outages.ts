/** A service the customer may be missing during an outage. */
export type AffectedService = 'Internet' | 'TV' | 'Bellen';

/** One incident in GET /api/outages/incidents (spec §2.5, §7.2; shape designed here). */
export interface OutageIncident {
  id: string;
  /** Dutch, shown as the heading on /storingen. */
  title: string;
  description: string;
  status: 'Open' | 'InProgress' | 'Resolved';
  affectedServices: AffectedService[];
  /** ISO 8601 date-time. */
  startTime: string;
  expectedEndTime: string | null;
}

/** Spec §7.2: "empty object if none", so `incidents` is absent rather than an empty list. */
export interface OutageIncidents {
  incidents?: OutageIncident[];
}
