export { ApiError, isApiError } from './ApiError.ts';
export { QUEUED_MARK, createApiClient } from './createApiClient.ts';
export { RANK, createRequestQueue } from './requestQueue.ts';
export type { Rank, RequestQueue } from './requestQueue.ts';
export { PRELOAD_BUDGET_MS, REQUEST_TIMEOUTS, isTimeout } from './timeouts.ts';
export type { RequestTimeouts } from './timeouts.ts';
export type { ApiClient, ApiClientOptions, WriteMethod } from './createApiClient.ts';
export { fileNameFrom } from './fileNameFrom.ts';
export { isSoftFailure } from './isSoftFailure.ts';
export type { MutationReport } from './MutationReport.ts';
export { readCookie } from './readCookie.ts';
export {
  TRACKING_CATEGORY_HEADER,
  TRACKING_LABEL_HEADER,
  takeTracking,
} from './trackingHeaders.ts';
export { OBJECT_URL_LIFETIME_MS, saveDownload } from './saveDownload.ts';
export { getRead, peekRead, readUrl, sendWrite, withLabel } from './descriptors.ts';
