// The credits GETs, one export each (ADR 102): `reads.x` and `creditReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../endpoint/endpoint.ts';
import type { Credit } from './schema.ts';
import { creditUrl } from './paths.ts';

export const credits = read('/api/credits', returns<Credit[]>(), { ttl: 'medium' });
export const credit = readWith<Credit, { id: string }>(
  '/api/credits/*',
  ({ id }) => creditUrl(id),
  { ttl: 'medium' },
);
