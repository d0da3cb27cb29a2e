import type { IsoDate } from './common.ts';

/**
 * GET /api/gdpr/availability: whether the privacy data request (inzageverzoek) can be downloaded
 * yet. GET /api/gdpr/data answers the file itself (text/plain, saved as gdprdata.txt, spec §7.2).
 */
export interface GdprAvailability {
  available: boolean;
  /** When the data was prepared; null while it is not. */
  preparedOn: IsoDate | null;
}
