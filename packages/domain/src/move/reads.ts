// The move GETs, one export each (ADR 102): `reads.x` and `moveReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { PlannedMove } from './schema.ts';

export const plannedMove = read('/api/move/address', returns<PlannedMove | null>(), {
  ttl: 'medium',
});
