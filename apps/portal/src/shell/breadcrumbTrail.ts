import type { RouteHandle } from './RouteHandle.ts';
import { routeHref } from './routeHref.ts';

export interface TrailMatch {
  pathname: string;
  handle: RouteHandle;
}

interface Crumb {
  title: NonNullable<RouteHandle['title']>;
  href: string;
}

/**
 * Breadcrumbs from route data (spec §2.3): every matched route with a title gives a crumb, with
 * `breadCrumbTitle` over `title`, `breadcrumbTarget` over its own path, and
 * `ignoreBreadcrumbParent` dropping the crumb before it.
 */
export function breadcrumbTrail(matches: TrailMatch[]): Crumb[] {
  const trail: Crumb[] = [];
  for (const { pathname, handle } of matches) {
    const title = handle.breadCrumbTitle ?? handle.title;
    if (!title) continue;
    if (handle.ignoreBreadcrumbParent) trail.pop();
    const href = handle.breadcrumbTarget
      ? routeHref(handle.breadcrumbTarget)
      : pathname.replace(/\/$/, '');
    trail.push({ title, href });
  }
  return trail;
}
