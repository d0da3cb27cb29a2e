/**
 * How long the portal waits for an answer (issue #16, ADR 059). A request that gets no answer in
 * time is aborted and fails as status 0, which spec §8 neither logs nor shows: the page shows its
 * own retry instead of a spinner that never ends. Writes get longer: a customer's order may
 * legitimately take a while, and giving up early on a write that succeeded is worse.
 */
export interface RequestTimeouts {
  /** GETs: reads and downloads. */
  readMs: number;
  /** POST, PUT, DELETE: writes and log entries. */
  writeMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { readMs: 15_000, writeMs: 30_000 };

/**
 * How long the shell's §2.5 preload round may hold a page closed. After it the route opens with
 * what has answered; a read still out reaches the page that needs it (its loading state, then its
 * own error when the read times out).
 */
export const PRELOAD_BUDGET_MS = 8_000;

/** Whether a fetch failed because its timeout signal fired. */
export const isTimeout = (cause: unknown): boolean =>
  typeof cause === 'object' &&
  cause !== null &&
  'name' in cause &&
  (cause as { name: unknown }).name === 'TimeoutError';
