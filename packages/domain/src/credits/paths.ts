import { pathSegment } from '../contract/pathSegment.ts';

/** The /rekeningen query key that opens one credit: `?tegoed={id}` (ADR 071). */
export const CREDIT_PARAM = 'tegoed';

export const creditUrl = (id: string) => `/api/credits/${pathSegment(id)}`;
