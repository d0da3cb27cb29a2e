// The usage GETs, one export each (ADR 102): `reads.x` and `usageReads.x` name them, and a bundle
// keeps only the ones its code names.
import { readWith } from '../contract/endpoint.ts';
import type { VodUsage, VoipUsage } from './schema.ts';
import { usageUrl } from './paths.ts';

/** Usage by month, 300 s. */
type Month = { month?: string } | undefined;
export const vodUsage = readWith<VodUsage, Month>('/api/usage/vod', 'medium', (params) =>
  usageUrl('vod', params?.month),
);
export const voipUsage = readWith<VoipUsage, Month>('/api/usage/voip', 'medium', (params) =>
  usageUrl('voip', params?.month),
);
