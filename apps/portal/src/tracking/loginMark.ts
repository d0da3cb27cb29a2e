// The mark a completed login leaves for the next shell load (spec §4), apart from the tracking it
// asks for: every signed-in page checks the mark, only the first after a login loads
// loginTracking.ts to push it (issue #34).

/** Session storage key (spec §9: prefixed with the host name) marking a login not yet tracked. */
export const loginTrackingKey = (host: string = location.host) => `${host}LoginToTrack`;

/** Called when a login completes (/auth-callback): the next shell load tracks it, once. */
export function markLoginToTrack(storage: Storage = sessionStorage, host?: string): void {
  storage.setItem(loginTrackingKey(host), '1');
}

/** Whether a login waits to be tracked; storage that cannot be read means no. */
export function loginToTrack(storage: Storage = sessionStorage, host?: string): boolean {
  try {
    return storage.getItem(loginTrackingKey(host)) !== null;
  } catch {
    return false;
  }
}
