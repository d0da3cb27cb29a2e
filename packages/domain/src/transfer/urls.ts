// The transfer URLs, apart from the writes (paths.ts) so that code which only needs a URL (the
// entry's reads, the public endpoints) does not bring the write descriptors along (ADR 102).
import { pathSegment } from '../endpoint/pathSegment.ts';

/** Transfer (overstappen) URLs of spec §7.2 as the sandbox serves them. */
export const TRANSFER_PATHS = {
  dossier: '/api/transfer',
  status: '/api/transfer/status',
  byReference: (reference: string) => `/api/transfer/reference/${pathSegment(reference)}`,
} as const;
