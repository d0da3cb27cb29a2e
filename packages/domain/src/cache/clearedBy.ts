import { matchPath, pathOf } from '../endpoint/matchPath.ts';

/**
 * Decides whether a cached GET `cachedUrl` must go after a write to `writeUrl`: same path (any
 * query), or one of `clears`, the patterns the write's descriptor names (spec §7.3).
 */
export function clearedBy(
  writeUrl: string,
  clears: readonly string[] = [],
): (cachedUrl: string) => boolean {
  const writePath = pathOf(writeUrl).toLowerCase();
  return (cachedUrl) =>
    pathOf(cachedUrl).toLowerCase() === writePath ||
    clears.some((pattern) => matchPath(pattern, cachedUrl));
}
