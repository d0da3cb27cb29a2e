/**
 * One value as one path segment of an API URL: percent-encoded, and never empty, `.` or `..`,
 * which `fetch` would resolve to another path (`/api/shippinglabel/..` is `GET /api/`, with the
 * bearer token). Pages check a URL's reference before any call (`linkReference`); this is the
 * last line, so a value that slipped past is a bug: it throws (issue #27).
 */
export function pathSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  if (!isPathSegment(value)) {
    throw new Error(`Not a path segment: ${JSON.stringify(value.slice(0, 20))}`);
  }
  return encoded;
}

/** Whether `value` can be one path segment: a loader checks an id from the URL with it first. */
export function isPathSegment(value: string): boolean {
  return !/^\.{0,2}$/.test(encodeURIComponent(value));
}
