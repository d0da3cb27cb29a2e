import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './RouteHandle.ts';

/** The route data of every matched route, outermost first. */
export function useRouteHandles(): RouteHandle[] {
  return useMatches().map((match) => (match.handle as RouteHandle | undefined) ?? {});
}

/** The deepest matched route's value of one route-data field. */
export function useDeepestHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  return useRouteHandles()
    .map((handle) => handle[key])
    .filter((value) => value !== undefined)
    .at(-1);
}
