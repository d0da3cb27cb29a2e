import { DEFAULT_TTL_CLASS, TTL_SECONDS, TTL_TABLE } from './cachePolicy.ts';
import type { TtlClass } from './cachePolicy.ts';
import { matchPath } from '../endpoint/matchPath.ts';

/** The spec §7.3 TTL class of a GET URL; unknown GETs are 'short' (30 s). */
export function ttlClassFor(url: string): TtlClass {
  return TTL_TABLE.find(([pattern]) => matchPath(pattern, url))?.[1] ?? DEFAULT_TTL_CLASS;
}

/** Freshness of a GET URL in milliseconds. */
export function ttlFor(url: string): number {
  return TTL_SECONDS[ttlClassFor(url)] * 1000;
}
