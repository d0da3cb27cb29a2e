import { readUrl, useRead } from '@vonk/domain';
import type { ParamArgs, ReadDescriptor } from '@vonk/domain';
import type { ApiError } from '@vonk/domain';
import { useSWRConfig } from 'swr';
import { useStaleMark } from './staleReads.ts';

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
 *
 * A refetch that fails for want of a server (no answer, 500, 502, 504) while the page already shows
 * the read's last answer keeps it on screen, marked stale by the shell (issue #31): a form with
 * what was typed stays usable. 401 and 503 still go to the §8 effects.
 */
export function usePageData<T, P>(read: ReadDescriptor<T, P>, ...params: ParamArgs<P>) {
  const { cache } = useSWRConfig();
  const url = readUrl(read, ...params);
  const result = useRead(read, ...params);
  const stale = result.error !== undefined && keepsWhatIsShown(result.error, result.data);
  useStaleMark(url, stale);
  if (result.error && !stale) {
    // SWR keeps the error for the key; a remount would rethrow it before asking again.
    forgetters.set(result.error, () => cache.delete(url));
    throw result.error;
  }
  return result;
}

const keepsWhatIsShown = (error: ApiError, data: unknown) =>
  data !== undefined && [0, 500, 502, 504].includes(error.status);

/** Before a retry: drop the failed page data behind `error`, so the page asks for it afresh. */
export function forgetFailedPageData(error: unknown): void {
  if (typeof error === 'object' && error !== null) forgetters.get(error)?.();
}
