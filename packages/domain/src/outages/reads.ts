// The outages GETs, one export each (ADR 102): `reads.x` and `outageReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { OutageIncidents } from './schema.ts';

export const outageIncidents = read('/api/outages/incidents', returns<OutageIncidents>(), {
  ttl: 'medium',
});
