import { queryString } from '../endpoint/endpoint.ts';

/** `/api/usage/{kind}`, for one month (`YYYY-MM`) or, without, the current month. */
export const usageUrl = (kind: 'vod' | 'voip', month?: string) =>
  `/api/usage/${kind}${queryString({ month })}`;
