import { reads } from '../contract/reads.ts';
import { writes } from '../contract/writes.ts';
import { TTL_SECONDS } from '../contract/endpoint.ts';
import type { TtlClass } from '../contract/endpoint.ts';

/**
 * Spec §7.3, derived from the resource homes (`<resource>/paths.ts`): how long a GET answer stays
 * fresh, and which cached GETs a write clears. Patterns match the URL path (query ignored): `*`
 * is one segment, a trailing `**` any rest. Every contract GET has a row; a URL outside the
 * contract gets the short class, 30 s, the safe default.
 */
export { TTL_SECONDS };
export type { TtlClass };

export const DEFAULT_TTL_CLASS: TtlClass = 'short';

const hasWildcard = (pattern: string) => pattern.includes('*');

/** One row per read; literal paths before patterns, so the most specific row wins. */
export const TTL_TABLE: ReadonlyArray<readonly [pattern: string, ttl: TtlClass]> = Object.values(
  reads,
)
  .map((read) => [read.pattern, read.ttl] as const)
  .sort(([a], [b]) => Number(hasWildcard(a)) - Number(hasWildcard(b)));

/**
 * Writes that change what other GETs return. A write always clears its own path; these rows name
 * the related GETs it clears as well (spec §7.3 "writes to related endpoints clear matching entries").
 */
export const WRITE_CLEARS: ReadonlyArray<readonly [write: string, clears: readonly string[]]> =
  Object.values(writes)
    .filter((write) => write.clears.length > 0)
    .map((write) => [write.pattern, write.clears] as const);
