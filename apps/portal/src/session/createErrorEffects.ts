import type { ApiError, Logger } from '@vonk/domain';
import { classifyError, routePaths } from '@vonk/domain';

interface ErrorEffectsDeps {
  production: boolean;
  logger: Pick<Logger, 'error'>;
  /** Router navigation, bound after the router exists. */
  navigate: (to: string, options: { replace: boolean }) => void;
  /** Whether the current route handles HTTP errors globally (false on the dashboard, spec §2.2). */
  routeHandlesHttpErrors: () => boolean;
  /** The last URL navigated to, for the chunk-load reload (spec §8). */
  lastUrl: () => string;
  reload: (url: string) => void;
}

export interface ErrorEffects {
  /** Every failed API call: 503 means maintenance and 401 logout wherever it happens (spec §8). */
  onApiError(error: ApiError): void;
  /** An error nobody handled (route error boundary, unhandled rejection): the full catalogue. */
  onUnhandled(error: unknown): void;
}

/** Performs the decisions of the domain's error catalogue (spec §8); the decisions stay pure. */
export function createErrorEffects(deps: ErrorEffectsDeps): ErrorEffects {
  let maintenance = false;
  const perform = (error: unknown) => {
    const decision = classifyError(error, {
      production: deps.production,
      maintenance,
      offline: typeof navigator !== 'undefined' && navigator.onLine === false,
      route: { handleHttpErrors: deps.routeHandlesHttpErrors() },
    });
    switch (decision.kind) {
      case 'maintenance':
        maintenance = true;
        deps.navigate(routePaths.maintenance.href(), { replace: true });
        return;
      case 'logout':
        deps.navigate(routePaths.logout.href(), { replace: true });
        return;
      case 'reload':
        deps.reload(deps.lastUrl());
        return;
      case 'ignore':
        return;
      case 'failed':
        if (decision.log)
          void deps.logger.error(decision.log.message, { stackTrace: decision.log.stackTrace });
        if (decision.navigate) deps.navigate(decision.navigate, { replace: true });
    }
  };
  return {
    onApiError(error) {
      if (error.status === 503 || error.status === 401) perform(error);
    },
    onUnhandled: perform,
  };
}
