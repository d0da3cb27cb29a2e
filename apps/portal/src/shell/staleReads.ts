import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page reads whose background refetch failed while the page still shows their last answer
 * (issue #31): the shell says so once, above the page, with a way to try again.
 */
const stale = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: readonly string[] = [];

function set(url: string, on: boolean) {
  if (stale.has(url) === on) return;
  if (on) stale.add(url);
  else stale.delete(url);
  snapshot = [...stale];
  for (const listener of listeners) listener();
}

/** While `isStale`, the page shows `url`'s last answer; unmarked when it is fresh or unmounted. */
export function useStaleMark(url: string, isStale: boolean): void {
  useEffect(() => {
    set(url, isStale);
    return () => set(url, false);
  }, [url, isStale]);
}

/** The URLs shown stale right now. */
export function useStaleReads(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
