/**
 * Tracked helpers put category and label on the request as headers; the client reads them, reports
 * the outcome and strips them so they never reach the server (spec §7.2).
 */
export const TRACKING_CATEGORY_HEADER = 'X-Tracking-Category';
export const TRACKING_LABEL_HEADER = 'X-Tracking-Label';

/** Removes the tracking headers from `headers` and returns what they said. */
export function takeTracking(headers: Headers): { category: string; label: string } | undefined {
  const category = headers.get(TRACKING_CATEGORY_HEADER);
  const label = headers.get(TRACKING_LABEL_HEADER);
  headers.delete(TRACKING_CATEGORY_HEADER);
  headers.delete(TRACKING_LABEL_HEADER);
  return category !== null && label !== null ? { category, label } : undefined;
}
