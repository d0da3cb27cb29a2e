// The usage GETs, one export each (ADR 102): `reads.x` and `usageReads.x` name them, and a bundle
// keeps only the ones its code names.
import { readWith } from '../endpoint/endpoint.ts';
import type { VodUsage, VoipUsage } from './schema.ts';
import { usageUrl } from './paths.ts';

/** Usage by month. */
type Month = { month?: string } | undefined;
export const vodUsage = readWith<VodUsage, Month>(
  '/api/usage/vod',
  (params) => usageUrl('vod', params?.month),
  { ttl: 'medium' },
);
export const voipUsage = readWith<VoipUsage, Month>(
  '/api/usage/voip',
  (params) => usageUrl('voip', params?.month),
  { ttl: 'medium' },
);
