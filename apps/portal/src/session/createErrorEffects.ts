import type { ApiError, Logger } from '@vonk/domain';
import { classifyError, isApiError, logoutState, routePaths, trimStack } from '@vonk/domain';

interface ErrorEffectsDeps {
  production: boolean;
  logger: Pick<Logger, 'error'>;
  /** Router navigation, bound after the router exists. */
  navigate: (to: string, options: { replace: boolean; state?: unknown }) => void;
  /** Whether the current route handles HTTP errors globally (false on the dashboard, spec §2.2). */
  routeHandlesHttpErrors: () => boolean;
  /** The last URL navigated to, for the chunk-load reload (spec §8). */
  lastUrl: () => string;
  /** Where the customer was going when maintenance interrupted (default: lastUrl). */
  returnUrl?: () => string;
  /**
   * Reads whose 503 is left to the page that needs them (issue #31): the §2.5 preloads. A page
   * that reads one meets the 503 through onNeededRead; a page that doesn't stays open.
   */
  leftToPages?: (url: string) => boolean;
  reload: (url: string) => void;
  /** Where the chunk-reload marker lives: it must outlive the reload. Default sessionStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
}

/**
 * A chunk that fails again this soon after the reload for it did not come back by reloading: the
 * reload happened, and its page failed again. Later (a next deploy), a reload may help again.
 */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** Session storage key (spec §9: prefixed with the host name) of the URL last reloaded for a chunk. */
export const chunkReloadKey = (host: string = location.host) => `${host}ChunkReload`;

/** What /maintenance is told (history state): where to go back to, and when (issue #31). */
export interface MaintenanceState {
  from?: string;
  retryAfterSeconds?: number;
}

export interface ErrorEffects {
  /**
   * Every failed API call: 503 means maintenance and 401 logout wherever it happens (spec §8),
   * except a 503 on a read left to the pages (a preload, issue #31).
   */
  onApiError(error: ApiError): void;
  /** A read the page on screen needs failed (its loader, a mounted hook): a 503 is maintenance. */
  onNeededRead(error: unknown): void;
  /** An error nobody handled (route error boundary, unhandled rejection): the full catalogue. */
  onUnhandled(error: unknown): void;
  /**
   * An error the portal handled where it happened: a §2.5 preload that failed (the page that
   * needs the data meets it and decides, ADR 059) or a form's failed write (the form says so and
   * keeps what was typed). Logged by the catalogue's rules, never navigates, never logged twice.
   */
  onHandled(error: unknown): void;
  /** "Probeer opnieuw" on /maintenance: errors count again, and a next 503 comes back here. */
  leaveMaintenance(): void;
}

/** Performs the decisions of the domain's error catalogue (spec §8); the decisions stay pure. */
export function createErrorEffects(deps: ErrorEffectsDeps): ErrorEffects {
  let maintenance = false;
  let maintenanceFrom: string | undefined;
  const storage = () =>
    deps.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const reloadedRecently = (url: string, now: number) => {
    try {
      const marker = JSON.parse(storage()?.getItem(chunkReloadKey()) ?? 'null') as {
        url?: unknown;
        at?: unknown;
      } | null;
      return (
        marker?.url === url &&
        typeof marker.at === 'number' &&
        now - marker.at < CHUNK_RELOAD_WINDOW_MS
      );
    } catch {
      return false;
    }
  };
  // A preload's error reaches the page too (the same cached promise): one log entry, not two.
  const logged = new WeakSet<object>();
  const log = (error: unknown, entry: { message: string; stackTrace: string }) => {
    if (typeof error === 'object' && error !== null) {
      if (logged.has(error)) return;
      logged.add(error);
    }
    void deps.logger.error(entry.message, { stackTrace: entry.stackTrace });
  };
  // An error met twice (the client's onError, then the loader that read it) acts once: a late
  // second navigation could land after the customer already pressed "Probeer opnieuw".
  const actedOn = new WeakSet<object>();
  const perform = (error: unknown) => {
    if (typeof error === 'object' && error !== null) {
      if (actedOn.has(error)) return;
      actedOn.add(error);
    }
    const decision = classifyError(error, {
      production: deps.production,
      maintenance,
      offline: typeof navigator !== 'undefined' && navigator.onLine === false,
      route: { handleHttpErrors: deps.routeHandlesHttpErrors() },
    });
    switch (decision.kind) {
      case 'maintenance': {
        const from = (deps.returnUrl ?? deps.lastUrl)();
        // Where the customer was when maintenance began; a second 503 on the way there or while
        // there (a needed read and its hook fail together) keeps it. Never /maintenance itself.
        if (!maintenance && !from.startsWith(routePaths.maintenance.href())) maintenanceFrom = from;
        const state: MaintenanceState = {
          ...(maintenanceFrom !== undefined ? { from: maintenanceFrom } : {}),
          ...(isRetryAfter(error) ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
        };
        maintenance = true;
        deps.navigate(routePaths.maintenance.href(), { replace: true, state });
        return;
      }
      case 'logout':
        // The portal's own way to /logout; the drafts stay for the same person (ADR 126).
        deps.navigate(routePaths.logout.href(), {
          replace: true,
          state: logoutState('unauthorized'),
        });
        return;
      case 'reload': {
        // Spec §8 reloads the last URL; once. When the reload did not bring the chunk back
        // (deploy half-done, CDN down), the next failure is an ordinary unhandled error: a loop
        // of reloads would leave the customer with a page that never stops flashing.
        const url = deps.lastUrl();
        const now = (deps.now ?? Date.now)();
        if (!reloadedRecently(url, now)) {
          storage()?.setItem(chunkReloadKey(), JSON.stringify({ url, at: now }));
          deps.reload(url);
          return;
        }
        const lost = error instanceof Error ? error : new Error(String(error));
        log(error, {
          message: `Route chunk still missing after one reload: ${lost.message}`,
          stackTrace: trimStack(lost.stack),
        });
        if (deps.production) deps.navigate(routePaths.error.href(), { replace: true });
        return;
      }
      case 'ignore':
        return;
      case 'failed':
        if (decision.log) log(error, decision.log);
        if (decision.navigate) deps.navigate(decision.navigate, { replace: true });
    }
  };
  return {
    onApiError(error) {
      if (error.status === 401) perform(error);
      const leftToPages = error.method === 'GET' && deps.leftToPages?.(error.url) === true;
      if (error.status === 503 && !leftToPages) perform(error);
    },
    onNeededRead(error) {
      if (isApiError(error) && error.status === 503) perform(error);
    },
    onUnhandled: perform,
    onHandled(error) {
      const decision = classifyError(error, { production: false, maintenance });
      if (decision.kind === 'failed' && decision.log) log(error, decision.log);
    },
    leaveMaintenance() {
      maintenance = false;
      maintenanceFrom = undefined;
    },
  };
}

const isRetryAfter = (error: unknown): error is { retryAfterSeconds: number } =>
  typeof (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds === 'number';
