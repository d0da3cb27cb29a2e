import { z } from 'zod/mini';
import { IsoDateTime } from '../endpoint/common.ts';

/** A service the customer may be missing during an outage. */
export const AffectedService = z.enum(['Internet', 'TV', 'Bellen']);
export type AffectedService = z.infer<typeof AffectedService>;

/** One update of an incident: when and what changed (issue #12 timeline; shape designed here). */
export const OutageUpdate = z.strictObject({ time: IsoDateTime, message: z.string() });
export type OutageUpdate = z.infer<typeof OutageUpdate>;

/** One incident in GET /api/outages/incidents (spec §2.5, §7.2; shape designed here). */
export const OutageIncident = z.strictObject({
  id: z.string(),
  /** Dutch, shown as the heading on /storingen. */
  title: z.string(),
  description: z.string(),
  status: z.enum(['Open', 'InProgress', 'Resolved']),
  affectedServices: z.array(AffectedService),
  startTime: IsoDateTime,
  expectedEndTime: z.nullable(IsoDateTime),
  /**
   * When it was resolved (issue #29, designed; ADR 138): a resolved outage stays on /storingen
   * for 30 days from this moment. Absent or null while it runs.
   */
  endTime: z.optional(z.nullable(IsoDateTime)),
  /** What happened so far, in any order; /storingen shows them newest first. */
  updates: z.optional(z.array(OutageUpdate)),
});
export type OutageIncident = z.infer<typeof OutageIncident>;

/** Spec §7.2: "empty object if none", so `incidents` is absent rather than an empty list. */
export const OutageIncidents = z.strictObject({ incidents: z.optional(z.array(OutageIncident)) });
export type OutageIncidents = z.infer<typeof OutageIncidents>;

export const outageSchemas = {
  reads: { outageIncidents: OutageIncidents },
  writes: {},
};
