import type { Logger } from '@vonk/domain';
import type { RouteHandle } from '../shell/RouteHandle.ts';
import { createErrorEffects } from './createErrorEffects.ts';
import type { ErrorEffects } from './createErrorEffects.ts';

/** The part of a data router the error effects need: navigation and where it is now. */
export interface RouterPort {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
  state: {
    location: { pathname: string; search: string };
    /** A navigation under way: where it goes (react-router's `state.navigation`). */
    navigation: { location?: { pathname: string; search: string } };
    matches: { route: { handle?: unknown } }[];
  };
}

/**
 * The error catalogue's effects (spec §8) bound to a router that may not exist yet (its loaders
 * need the API client first): shared by the app and the page stories, so both act alike.
 */
export function createRouterErrorEffects(deps: {
  production: boolean;
  logger: Pick<Logger, 'error'>;
  router: () => RouterPort | undefined;
  reload: (url: string) => void;
  leftToPages?: (url: string) => boolean;
}): ErrorEffects {
  return createErrorEffects({
    production: deps.production,
    logger: deps.logger,
    navigate: (to, options) => void deps.router()?.navigate(to, options),
    routeHandlesHttpErrors: () =>
      deps
        .router()
        ?.state.matches.every(
          (m) => (m.route.handle as RouteHandle | undefined)?.handleHttpErrors !== false,
        ) ?? true,
    lastUrl: () => {
      const at = deps.router()?.state.location;
      return at ? `${at.pathname}${at.search}` : location.href;
    },
    // Mid-navigation, the page the customer asked for, not the one they were leaving.
    returnUrl: () => {
      const state = deps.router()?.state;
      const at = state?.navigation.location ?? state?.location;
      return at ? `${at.pathname}${at.search}` : `${location.pathname}${location.search}`;
    },
    reload: deps.reload,
    ...(deps.leftToPages && { leftToPages: deps.leftToPages }),
  });
}
