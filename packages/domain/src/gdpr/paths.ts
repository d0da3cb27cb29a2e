import { read, returns } from '../contract/endpoint.ts';
import type { GdprAvailability } from './schema.ts';

/** Not in the spec's TTL table: 30 s. */
export const gdprReads = {
  gdprAvailability: read('/api/gdpr/availability', 'short', returns<GdprAvailability>()),
};
