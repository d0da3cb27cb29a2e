import { routePaths } from '@vonk/domain';
import type { LinkableRoute } from './RouteHandle.ts';

/** The href of a route of the path table that takes no parameters. */
export function routeHref(route: LinkableRoute): string {
  return (routePaths[route].href as () => string)();
}
