import { z } from 'zod/mini';
import { IsoDate } from '../endpoint/common.ts';

/** GET /api/credits and /api/credits/{id}: money the customer gets back (paths designed here). */
export const Credit = z.strictObject({
  id: z.string(),
  date: IsoDate,
  description: z.string(),
  amount: z.number(),
  status: z.enum(['Pending', 'Settled']),
  /** Invoice the credit was settled on; null while pending. */
  invoiceId: z.nullable(z.string()),
  /**
   * The outage this credit compensates (issue #29, designed; ADR 138): the incident's id in
   * GET /api/outages/incidents. Absent or null for any other credit.
   */
  outageId: z.optional(z.nullable(z.string())),
});
export type Credit = z.infer<typeof Credit>;

export const creditSchemas = {
  reads: { credits: z.array(Credit), credit: Credit },
  writes: {},
};
