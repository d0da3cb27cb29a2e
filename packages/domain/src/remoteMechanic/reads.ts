// The remoteMechanic GETs, one export each (ADR 102): `reads.x` and `remoteMechanicReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { RemoteSupportRequest } from './schema.ts';

export const openRemoteSupportRequests = read(
  '/api/remotemechanic/open',
  returns<RemoteSupportRequest[]>(),
  { ttl: 'short' },
);
