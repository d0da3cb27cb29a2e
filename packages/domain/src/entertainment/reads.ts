// The entertainment GETs, one export each (ADR 102): `reads.x` and `entertainmentReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { StreamingCustomer } from './schema.ts';

/** The spec's "entertainment streaming". */
export const streamingCustomer = read('/api/entertainment/viaplay', returns<StreamingCustomer>(), {
  ttl: 'medium',
});
