// The gdpr GETs, one export each (ADR 102): `reads.x` and `gdprReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { GdprAvailability } from './schema.ts';

export const gdprAvailability = read('/api/gdpr/availability', returns<GdprAvailability>());
