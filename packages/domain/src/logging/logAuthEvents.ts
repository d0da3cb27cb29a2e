import type { Auth } from '../auth/createAuth.ts';
import type { AuthEvent } from '../auth/AuthEvent.ts';
import { trimStack } from '../errors/classifyError.ts';
import type { Logger } from './createLogger.ts';

/** The login events of spec §8 and how each is logged; the other auth events are not. */
const LOGGED = {
  invalidNonce: { level: 'error', message: 'Login: invalid nonce' },
  tokenValidationError: { level: 'error', message: 'Login: token validation error' },
  refreshError: { level: 'error', message: 'Login: refresh error' },
  // A timeout is retried by the next request; worth a warning, not an error.
  silentRefreshTimeout: { level: 'warn', message: 'Login: silent refresh timeout' },
  discoveryError: { level: 'error', message: 'Login: discovery failure' },
} as const satisfies Partial<
  Record<AuthEvent['type'], { level: 'warn' | 'error'; message: string }>
>;

/**
 * Spec §8: the login events (invalid nonce, token validation error, refresh error, silent refresh
 * timeout) and a discovery failure go through the logger, with the cause's message and stack.
 * Returns the unsubscribe.
 */
export function logAuthEvents(
  auth: Pick<Auth, 'onEvent'>,
  logger: Pick<Logger, 'warn' | 'error'>,
): () => void {
  return auth.onEvent((event) => {
    if (!Object.hasOwn(LOGGED, event.type)) return;
    const { level, message } = LOGGED[event.type as keyof typeof LOGGED];
    const cause = 'error' in event ? event.error : undefined;
    const text = cause ? `${message}: ${cause.message}` : message;
    void logger[level](text, cause ? { stackTrace: trimStack(cause.stack) } : {});
  });
}
