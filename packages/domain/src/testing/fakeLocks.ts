import type { RenewalLocks } from '../auth/renewalLocks.ts';

/**
 * A LockManager shared by simulated tabs: exclusive, first come first served, granted on a
 * microtask (sooner than any channel message on the fake clock). Records who held it when.
 */
export function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  let held = 0;
  let maxHeld = 0;
  const locks: RenewalLocks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = async () => {
        held += 1;
        maxHeld = Math.max(maxHeld, held);
        try {
          return await callback();
        } finally {
          held -= 1;
        }
      };
      const result = (queues.get(name) ?? Promise.resolve()).then(run, run);
      queues.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
  return {
    locks,
    /** The most callbacks that ever ran at once (1 for an exclusive lock). */
    maxConcurrent: () => maxHeld,
  };
}
