// The gdpr GETs, one export each (ADR 102): `reads.x` and `gdprReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { GdprAvailability } from './schema.ts';

/** Not in the spec's TTL table: 30 s. */
export const gdprAvailability = read(
  '/api/gdpr/availability',
  'short',
  returns<GdprAvailability>(),
);
