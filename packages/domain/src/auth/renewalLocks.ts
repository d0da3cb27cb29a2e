/** The part of the Web Locks API renewals need; `navigator.locks` satisfies it. */
export interface RenewalLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * A lock that only serialises within this tab: the fallback where Web Locks are missing (an
 * insecure context). Tabs then still share tokens over the channel, but may race.
 */
export function inTabLocks(): RenewalLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

/** `navigator.locks` when the browser has it, otherwise an in-tab lock. */
export function defaultRenewalLocks(): RenewalLocks {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? { request: (name, callback) => locks.request(name, callback) } : inTabLocks();
}
