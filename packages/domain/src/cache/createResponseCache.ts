import { clearedBy } from './clearedBy.ts';
import { DEFAULT_TTL_CLASS, TTL_SECONDS } from '../endpoint/ttl.ts';
import type { TtlClass } from '../endpoint/ttl.ts';

/**
 * The GET cache under the API client (spec §7.2, §7.3): answers are shared per URL while fresh,
 * simultaneous requests for one URL share one fetch, and a write clears its URL and the related
 * entries. Failed requests are not cached.
 */
export interface ResponseCache {
  /**
   * The fresh cached value for `url`, or the result of `load` (shared while it runs), fresh for
   * its read's spec §7.3 TTL class (absent: 30 s).
   */
  get<T>(url: string, load: () => Promise<T>, ttl?: TtlClass): Promise<T>;
  /** The fresh, already answered value for `url`, synchronously; undefined when none. */
  peek<T>(url: string): T | undefined;
  /**
   * Clears what a write to `writeUrl` invalidates (its own path and the `clears` patterns of its
   * descriptor) and tells subscribers; returns the matcher.
   */
  invalidate(writeUrl: string, clears?: readonly string[]): (url: string) => boolean;
  clear(): void;
  /** Called after every invalidation with a matcher of the cleared URLs (SWR revalidates them). */
  subscribe(listener: (cleared: (url: string) => boolean) => void): () => void;
}

interface Entry {
  value: Promise<unknown>;
  /** Set once the request answered, so a render can use it without waiting a tick. */
  settled?: { value: unknown };
  /** Epoch ms; Infinity while the request is in flight. */
  expiresAt: number;
}

export function createResponseCache(
  options: { now?: () => number; ttl?: (url: string, ttl?: TtlClass) => number } = {},
): ResponseCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttl ?? ((_url, ttl) => TTL_SECONDS[ttl ?? DEFAULT_TTL_CLASS] * 1000);
  const entries = new Map<string, Entry>();
  const listeners = new Set<(cleared: (url: string) => boolean) => void>();

  return {
    get<T>(url: string, load: () => Promise<T>, ttl?: TtlClass): Promise<T> {
      const hit = entries.get(url);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      const entry: Entry = { value: Promise.resolve(), expiresAt: Number.POSITIVE_INFINITY };
      const value = load().then(
        (result) => {
          if (entries.get(url) === entry) {
            entry.expiresAt = now() + ttlMs(url, ttl);
            entry.settled = { value: result };
          }
          return result;
        },
        (error: unknown) => {
          if (entries.get(url) === entry) entries.delete(url);
          throw error;
        },
      );
      entry.value = value;
      entries.set(url, entry);
      return value;
    },

    peek<T>(url: string): T | undefined {
      const hit = entries.get(url);
      return hit && hit.expiresAt > now() ? (hit.settled?.value as T | undefined) : undefined;
    },

    invalidate(writeUrl, clears) {
      const cleared = clearedBy(writeUrl, clears);
      for (const url of [...entries.keys()]) if (cleared(url)) entries.delete(url);
      listeners.forEach((listener) => listener(cleared));
      return cleared;
    },

    clear() {
      entries.clear();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
