import { read, returns, readWith } from '../contract/endpoint.ts';
import type { Credit } from './schema.ts';

/** The /rekeningen query key that opens one credit: `?tegoed={id}` (ADR 071). */
export const CREDIT_PARAM = 'tegoed';

export const creditUrl = (id: string) => `/api/credits/${encodeURIComponent(id)}`;

export const creditReads = {
  credits: read('/api/credits', 'medium', returns<Credit[]>()),
  credit: readWith<Credit, { id: string }>('/api/credits/*', 'medium', ({ id }) => creditUrl(id)),
};
