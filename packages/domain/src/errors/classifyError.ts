import { ApiError } from '../client/ApiError.ts';
import { LOG_PATH } from '../logging/paths.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { isBrowserNoise } from './isBrowserNoise.ts';
import { isChunkLoadError } from './isChunkLoadError.ts';

/** Spec §8: statuses that are neither logged nor shown. */
export const SILENT_STATUSES: readonly number[] = [0, 401, 429, 503];
/** Spec §8, §9: stack traces are logged up to 20 lines. */
export const STACK_TRACE_LINES = 20;

export interface ErrorContext {
  /** The current route; `handleHttpErrors: false` (the dashboard) keeps HTTP errors on the page. */
  route?: { handleHttpErrors: boolean };
  production: boolean;
  /** Set while offline or in maintenance mode: then unhandled errors are ignored. */
  offline?: boolean;
  maintenance?: boolean;
}

export type ErrorLog = { level: 'error'; message: string; stackTrace: string };

/**
 * What the portal does with an unhandled error (spec §8). Each field is one effect; `navigate`
 * always replaces the URL.
 */
const MAINTENANCE = routePaths.maintenance.pattern;
const ERROR = routePaths.error.pattern;

export type ErrorDecision =
  | { kind: 'maintenance'; navigate: typeof MAINTENANCE }
  | { kind: 'logout' }
  | { kind: 'reload' }
  | { kind: 'ignore' }
  | { kind: 'failed'; log: ErrorLog | null; navigate: typeof ERROR | null };

/** Keeps the first 20 lines of a stack (spec §8). */
export function trimStack(stack: string | undefined, lines: number = STACK_TRACE_LINES): string {
  return (stack ?? '').split('\n').slice(0, lines).join('\n');
}

/**
 * The error catalogue of spec §8 as one decision function; pure, the portal performs the effects.
 * - 503 anywhere → maintenance (navigate /maintenance).
 * - 401 → logout.
 * - 0 and 429 → ignore (neither logged nor shown).
 * - other statuses > 300 → page failed; logged as error below 500; production → /error unless the
 *   route disables HTTP error handling.
 * - chunk-load failure → reload the last navigated URL.
 * - offline or maintenance → ignore.
 * - browser noise (ResizeObserver loop, cross-origin "Script error.") → ignore.
 * - other errors → log up to 20 stack lines, page failed, production → /error.
 * Errors about the log endpoint itself are never logged (no log loops).
 */
export function classifyError(error: unknown, context: ErrorContext): ErrorDecision {
  if (error instanceof ApiError) {
    if (error.status === 503) return { kind: 'maintenance', navigate: MAINTENANCE };
    if (error.status === 401) return { kind: 'logout' };
    if (SILENT_STATUSES.includes(error.status) || error.status <= 300) return { kind: 'ignore' };
    if (context.offline || context.maintenance) return { kind: 'ignore' };
    const loggable = error.status < 500 && !error.url.startsWith(LOG_PATH);
    const handles = context.route?.handleHttpErrors ?? true;
    return {
      kind: 'failed',
      log: loggable
        ? { level: 'error', message: error.message, stackTrace: trimStack(error.stack) }
        : null,
      navigate: context.production && handles ? ERROR : null,
    };
  }
  if (isChunkLoadError(error)) return { kind: 'reload' };
  if (context.offline || context.maintenance || isBrowserNoise(error)) return { kind: 'ignore' };
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    kind: 'failed',
    log: { level: 'error', message: err.message, stackTrace: trimStack(err.stack) },
    navigate: context.production ? ERROR : null,
  };
}
