import { pathSegment } from '../endpoint/pathSegment.ts';

/** The /rekeningen query key that opens one credit: `?tegoed={id}` (ADR 071). */
export const CREDIT_PARAM = 'tegoed';

export const creditUrl = (id: string) => `/api/credits/${pathSegment(id)}`;
