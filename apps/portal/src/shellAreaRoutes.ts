// The route tables of the shell's areas (shellAreas.ts, ADR 151), each fetched once when a
// navigation goes into its area or a pointer or focus on a link to it says one will. Not in the
// entry: the router and the shell load this module on the first navigation or intent (the landing
// dashboard never needs it), the early script beside the entry on a deep link.
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import type { PortalServices } from './session/PortalServices.ts';
import { shellAreaOf, shellAreaPaths } from './shellAreas.ts';
import type { ShellArea } from './shellAreas.ts';

export interface ShellAreaTable {
  areaRoutes: (services: PortalServices) => RouteObject[];
}

/** Each area's table; `import()` fetches and runs it once per page load. */
export const shellAreaTables: Record<ShellArea, () => Promise<ShellAreaTable>> = {
  rekeningen: () => import('./shellRoutes/rekeningen.tsx'),
  bestellingen: () => import('./shellRoutes/bestellingen.tsx'),
  abonnementen: () => import('./shellRoutes/abonnementen.tsx'),
  gebruikskosten: () => import('./shellRoutes/gebruikskosten.tsx'),
  instellingen: () => import('./shellRoutes/instellingen.tsx'),
  'mijn-gegevens': () => import('./shellRoutes/mijn-gegevens.tsx'),
  storingen: () => import('./shellRoutes/storingen.tsx'),
  overstappen: () => import('./shellRoutes/overstappen.tsx'),
  klantvoordeel: () => import('./shellRoutes/klantvoordeel.tsx'),
  cms: () => import('./shellRoutes/cms.tsx'),
};

const AREA_PATHS = shellAreaPaths(routePaths);

/** The area whose table holds the routes for a path (without query or hash), if any. */
export const shellAreaFor = (pathname: string): ShellArea | undefined =>
  shellAreaOf(pathname, AREA_PATHS);

/**
 * Starts fetching the table of the area a link (`href`, in-app) goes to, for warming on intent:
 * the router's discovery then finds it there. Nothing for a link outside every area.
 */
export function warmShellArea(href: string): Promise<unknown> {
  const area = shellAreaFor(href.split(/[?#]/)[0]!);
  return area ? shellAreaTables[area]() : Promise.resolve();
}
