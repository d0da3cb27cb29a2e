import { WRITE_CLEARS } from './cachePolicy.ts';
import { matchPath, pathOf } from '../endpoint/matchPath.ts';

/**
 * Decides whether a cached GET `cachedUrl` must go after a write to `writeUrl`: same path (any
 * query), or a related entry named in WRITE_CLEARS.
 */
export function clearedBy(writeUrl: string): (cachedUrl: string) => boolean {
  const writePath = pathOf(writeUrl).toLowerCase();
  const related = WRITE_CLEARS.filter(([write]) => matchPath(write, writeUrl)).flatMap(
    ([, clears]) => clears,
  );
  return (cachedUrl) =>
    pathOf(cachedUrl).toLowerCase() === writePath ||
    related.some((pattern) => matchPath(pattern, cachedUrl));
}
