/** Spec §2.3: query flag nav=off, or the stored flag nav_off=1 (cleared after use). */
export const NAV_OFF_QUERY = 'nav';
export const NAV_OFF_KEY = 'nav_off';

/**
 * Whether navigation is hidden for this page, and whether the stored flag must now be cleared
 * (it is used once). Pure: the portal reads the query and storage and applies clearStored.
 */
export function navVisibility(
  query: string | URLSearchParams,
  storedFlag: string | null,
): { hideNav: boolean; clearStored: boolean } {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const stored = storedFlag === '1';
  return { hideNav: params.get(NAV_OFF_QUERY) === 'off' || stored, clearStored: stored };
}

/** Spec §2.3: after login with the navigation-hidden flag stored, the target opens with nav=off. */
export function withNavOff(targetPath: string, storedFlag: string | null): string {
  if (storedFlag !== '1') return targetPath;
  const [path = '/', query = ''] = targetPath.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(NAV_OFF_QUERY, 'off');
  return `${path}?${params.toString()}`;
}
