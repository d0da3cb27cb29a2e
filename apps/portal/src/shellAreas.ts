// The shell's pages but the landing dashboard, by area (issue #34, ADR 151): each area's route
// table (shellRoutes/<area>.tsx: handles, guards and reads) is fetched on the first navigation
// into the area, so a page downloads its own area's table and no other. An area names its
// top-level routes from the path table; their child routes sit under their paths. Type imports
// only: the build's early-script plugin (warmLanding.ts beside vite.config.ts) reads it too.
import type { RouteName } from '@vonk/domain';

/**
 * The areas, by the Dutch path segment they hold (the file name of their table). Small areas
 * whose customers go from one to the other share a table (mijn-gegevens and the data request).
 */
export const SHELL_AREAS = {
  rekeningen: ['invoices'],
  bestellingen: ['orders'],
  abonnementen: ['subscriptions'],
  gebruikskosten: ['usage'],
  instellingen: ['settings'],
  'mijn-gegevens': ['myData', 'privacyDataRequest'],
  storingen: ['outages'],
  overstappen: ['transfer'],
  klantvoordeel: ['household'],
  cms: ['cms', 'demo'],
} as const satisfies Record<string, readonly RouteName[]>;

export type ShellArea = keyof typeof SHELL_AREAS;

/** Each area's paths: the patterns of its top-level routes, which hold its child routes. */
export function shellAreaPaths(paths: {
  [Name in RouteName]: { pattern: string };
}): Record<ShellArea, string[]> {
  return Object.fromEntries(
    Object.entries(SHELL_AREAS).map(([area, names]) => [
      area,
      names.map((name) => paths[name].pattern.toLowerCase()),
    ]),
  ) as Record<ShellArea, string[]>;
}

/**
 * The area whose table has the routes for `pathname`: its path or one below it, whole segments,
 * in any case (as the router matches). Undefined for a path no area holds (the dashboard, a public
 * page, a typo): nothing to fetch. src/warmLanding.ts repeats these lines (it imports nothing).
 */
export function shellAreaOf<Area extends string>(
  pathname: string,
  areaPaths: Record<Area, readonly string[]>,
): Area | undefined {
  const path = pathname.toLowerCase();
  return (Object.keys(areaPaths) as Area[]).find((area) =>
    areaPaths[area].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
