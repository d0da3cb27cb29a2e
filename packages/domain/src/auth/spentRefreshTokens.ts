/** How many spent fingerprints are remembered, and for how long: enough for a tab to wake up. */
const MAX_ENTRIES = 50;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface SpentRefreshTokens {
  /** Whether a renewal already spent the refresh token with this fingerprint. */
  has(fingerprint: string): boolean;
  add(fingerprint: string): void;
}

type Entry = [fingerprint: string, at: number];

/**
 * Fingerprints of refresh tokens a tab has already rotated, in localStorage (fingerprints only,
 * never tokens). Another tab may get the renewal lock before the BroadcastChannel message with the
 * new tokens reaches it; this list tells it its token is spent, so it waits for that message
 * instead of sending the old token (which would give invalid_grant and revoke the grant).
 */
export function spentRefreshTokens(
  storage: Storage,
  key: string,
  now: () => number,
): SpentRefreshTokens {
  const read = (): Entry[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as Entry[]) : [];
    } catch {
      return [];
    }
  };
  const fresh = (entries: Entry[]) => entries.filter(([, at]) => now() - at < MAX_AGE_MS);
  return {
    has: (fingerprint) => fresh(read()).some(([known]) => known === fingerprint),
    add(fingerprint) {
      const entries = [...fresh(read()), [fingerprint, now()] satisfies Entry].slice(-MAX_ENTRIES);
      storage.setItem(key, JSON.stringify(entries));
    },
  };
}
