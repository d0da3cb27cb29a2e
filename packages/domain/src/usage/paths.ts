import { queryString, readWith } from '../contract/endpoint.ts';
import type { VodUsage, VoipUsage } from './schema.ts';

/** `/api/usage/{kind}`, for one month (`YYYY-MM`) or, without, the current month. */
export const usageUrl = (kind: 'vod' | 'voip', month?: string) =>
  `/api/usage/${kind}${queryString({ month })}`;

type Month = { month?: string } | undefined;

/** Usage by month, 300 s. */
export const usageReads = {
  vodUsage: readWith<VodUsage, Month>('/api/usage/vod', 'medium', (params) =>
    usageUrl('vod', params?.month),
  ),
  voipUsage: readWith<VoipUsage, Month>('/api/usage/voip', 'medium', (params) =>
    usageUrl('voip', params?.month),
  ),
};
