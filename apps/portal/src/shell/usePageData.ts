import { readUrl, useRead } from '@vonk/domain';
import type { ParamArgs, ReadDescriptor } from '@vonk/domain';
import { useSWRConfig } from 'swr';

// Which thrown error came from which page data, so the error page's retry can forget it.
const forgetters = new WeakMap<object, () => void>();

/**
 * Data a page cannot do without, fixed or parameterised, through the domain's typed reads:
 * `usePageData(reads.completedOrders, { page: 2 })`, `usePageData(reads.invoices)`. Cached with
 * the read's spec §7.3 TTL; a route loader starts the same read with
 * `preload(client, reads.completedOrders, { page: 2 })`, so the page finds it answered.
 *
 * Spec §8 handles a page's HTTP errors globally: a failing call throws into the route's error
 * boundary, which marks the page failed ('Oeps! Er is iets fout gegaan.', with a retry) and, in
 * production, moves to /error. The dashboard opts out (spec §2.2) and lets each tile show its own
 * error instead, so it reads with `useRead`.
 */
export function usePageData<T, P>(read: ReadDescriptor<T, P>, ...params: ParamArgs<P>) {
  const { cache } = useSWRConfig();
  const url = readUrl(read, ...params);
  const result = useRead(read, ...params);
  if (result.error) {
    // SWR keeps the error for the key; a remount would rethrow it before asking again.
    forgetters.set(result.error, () => cache.delete(url));
    throw result.error;
  }
  return result;
}

/** Before a retry: drop the failed page data behind `error`, so the page asks for it afresh. */
export function forgetFailedPageData(error: unknown): void {
  if (typeof error === 'object' && error !== null) forgetters.get(error)?.();
}
