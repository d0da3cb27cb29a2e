import { DEFAULT_TTL_CLASS, TTL_SECONDS } from '../endpoint/ttl.ts';
import type { TtlClass } from '../endpoint/ttl.ts';
import { matchPath } from '../endpoint/matchPath.ts';
import type { AnyRead } from '../endpoint/endpoint.ts';
import { reads } from './reads.ts';

const hasWildcard = (pattern: string) => pattern.includes('*');

/**
 * Spec §7.3 by URL pattern, derived from the reads that carry a `ttl` (the one place each is
 * written): literal paths before patterns, so the most specific row wins. A read the spec does not
 * name has no row and the 30-s default (ADR 124). The response cache does not need this table: it
 * gets each answer's TTL from the descriptor `getRead` reads with (ADR 102 keeps descriptors out of
 * the entry); this is for URLs without a descriptor, tests and the docs.
 */
export const TTL_TABLE: ReadonlyArray<readonly [pattern: string, ttl: TtlClass]> = [
  ...new Map(
    (Object.values(reads) as AnyRead[]).flatMap((read) =>
      read.rules?.ttl ? [[read.pattern, read.rules.ttl] as const] : [],
    ),
  ),
].sort(([a], [b]) => Number(hasWildcard(a)) - Number(hasWildcard(b)));

/** The spec §7.3 TTL class of a GET URL; unknown GETs are 'short' (30 s). */
export function ttlClassFor(url: string): TtlClass {
  return TTL_TABLE.find(([pattern]) => matchPath(pattern, url))?.[1] ?? DEFAULT_TTL_CLASS;
}

/** Freshness of a GET URL in milliseconds. */
export function ttlFor(url: string): number {
  return TTL_SECONDS[ttlClassFor(url)] * 1000;
}
