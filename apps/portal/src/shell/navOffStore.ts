import { NAV_OFF_KEY, navVisibility, withNavOff } from '@vonk/domain';

/**
 * Spec §2.3 nav=off: a visit with `?nav=off` (an app's web view) keeps navigation hidden across
 * the login round trip through a stored `nav_off=1`, used once. Session storage, like the tokens.
 */
export const navOffStore = {
  /** Before leaving for the identity provider: remember nav=off. */
  rememberFrom(search: string): void {
    if (new URLSearchParams(search).get('nav') === 'off') sessionStorage.setItem(NAV_OFF_KEY, '1');
  },
  /** After login: the target opens with nav=off when the flag was stored; the flag is cleared. */
  applyTo(targetPath: string): string {
    const target = withNavOff(targetPath, sessionStorage.getItem(NAV_OFF_KEY));
    sessionStorage.removeItem(NAV_OFF_KEY);
    return target;
  },
  /**
   * On a page: whether navigation is hidden. A pure read, safe during render; the stored flag is
   * used, and cleared, by `applyTo` after login.
   */
  hidden(search: string): boolean {
    return navVisibility(search, sessionStorage.getItem(NAV_OFF_KEY)).hideNav;
  },
};
