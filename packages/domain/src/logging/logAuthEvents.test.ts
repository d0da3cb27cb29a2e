import { describe, expect, it, vi } from 'vitest';
import type { AuthEvent } from '../auth/AuthEvent.ts';
import { logAuthEvents } from './logAuthEvents.ts';

function setup() {
  let listener: ((event: AuthEvent) => void) | undefined;
  const auth = {
    onEvent: (next: (event: AuthEvent) => void) => {
      listener = next;
      return () => (listener = undefined);
    },
  };
  const logger = { warn: vi.fn(async () => {}), error: vi.fn(async () => {}) };
  const stop = logAuthEvents(auth, logger);
  return { emit: (event: AuthEvent) => listener?.(event), logger, stop };
}

const cause = (message: string) => {
  const error = new Error(message);
  error.stack = [`Error: ${message}`, ...Array.from({ length: 30 }, (_, i) => `  at f${i}`)].join(
    '\n',
  );
  return error;
};

describe('logAuthEvents (spec §8 login events)', () => {
  it.each([
    [
      { type: 'invalidNonce', error: cause('nonce mismatch') },
      'Login: invalid nonce: nonce mismatch',
    ],
    [
      { type: 'tokenValidationError', error: cause('ID token aud invalid') },
      'Login: token validation error: ID token aud invalid',
    ],
    [
      { type: 'refreshError', error: cause('invalid_grant') },
      'Login: refresh error: invalid_grant',
    ],
    [
      { type: 'discoveryError', error: cause('Failed to fetch') },
      'Login: discovery failure: Failed to fetch',
    ],
  ] as const)('%o is logged as an error with 20 stack lines', (event, message) => {
    const { emit, logger } = setup();
    emit(event);
    expect(logger.error).toHaveBeenCalledTimes(1);
    const [text, details] = logger.error.mock.calls[0] as unknown as [
      string,
      { stackTrace: string },
    ];
    expect(text).toBe(message);
    expect(details.stackTrace.split('\n')).toHaveLength(20);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('a silent refresh timeout is logged as a warning', () => {
    const { emit, logger } = setup();
    emit({ type: 'silentRefreshTimeout' });
    expect(logger.warn).toHaveBeenCalledWith('Login: silent refresh timeout', {});
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('session facts are not logged; after stop nothing is', () => {
    const { emit, logger, stop } = setup();
    emit({ type: 'accessTokenExpiring' });
    emit({ type: 'sessionEndedInOtherTab', reason: 'otherTab' });
    stop();
    emit({ type: 'refreshError', error: cause('late') });
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });
});
