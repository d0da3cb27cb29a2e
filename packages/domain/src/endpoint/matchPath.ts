/** Path part of a URL, without query or hash, for absolute and relative URLs alike. */
export function pathOf(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/$/, '') : path || '/';
}

/**
 * Whether `url`'s path matches `pattern` case-insensitively: `*` matches one segment, a trailing
 * `**` one or more further segments.
 */
export function matchPath(pattern: string, url: string): boolean {
  const want = pattern.toLowerCase().split('/');
  const have = pathOf(url).toLowerCase().split('/');
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i];
    if (part === '**') return have.length > i;
    if (i >= have.length) return false;
    if (part !== '*' && part !== have[i]) return false;
  }
  return want.length === have.length;
}
