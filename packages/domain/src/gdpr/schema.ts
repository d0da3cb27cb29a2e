import { z } from 'zod/mini';
import { IsoDate } from '../endpoint/common.ts';

/**
 * GET /api/gdpr/availability: whether the privacy data request (inzageverzoek) can be downloaded
 * yet. GET /api/gdpr/data answers the file itself (text/plain, saved as gdprdata.txt, spec §7.2).
 */
export const GdprAvailability = z.strictObject({
  available: z.boolean(),
  /** When the data was prepared; null while it is not. */
  preparedOn: z.nullable(IsoDate),
});
export type GdprAvailability = z.infer<typeof GdprAvailability>;

export const gdprSchemas = {
  reads: { gdprAvailability: GdprAvailability },
  writes: {},
};
