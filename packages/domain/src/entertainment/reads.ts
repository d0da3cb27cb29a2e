// The entertainment GETs, one export each (ADR 102): `reads.x` and `entertainmentReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { StreamingCustomer } from './schema.ts';

/** Spec §7.3 "entertainment streaming": 300 s. */
export const streamingCustomer = read(
  '/api/entertainment/viaplay',
  'medium',
  returns<StreamingCustomer>(),
);
