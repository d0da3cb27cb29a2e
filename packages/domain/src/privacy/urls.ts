// The privacy URLs, apart from the writes (paths.ts) so that code which only needs a URL (the
// entry's reads, the public endpoints) does not bring the write descriptors along (ADR 102).
import { pathSegment } from '../endpoint/pathSegment.ts';

/** Query parameter of the unsubscribe link in an e-mail that carries the opt-out id. */
export const OPT_OUT_ID_PARAM = 'id';

export const OPT_OUT_PATHS = {
  save: '/api/optout/v2',
  byId: (id: string) => `/api/optout/v2/${pathSegment(id)}`,
} as const;
