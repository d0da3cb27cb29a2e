import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './RouteHandle.ts';

/** The deepest matched route's value of one route-data field. */
export function useDeepestHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  return useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.[key])
    .filter((value) => value !== undefined)
    .at(-1);
}
