import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { createLogger } from './createLogger.ts';
import type { LoggerOptions } from './createLogger.ts';

const EXTERNAL = 'https://log.vonk.example/log';

function setup(overrides: Partial<LoggerOptions> = {}, debug: string | null = null) {
  const post = vi.fn(async (_url: string, _entry: unknown) => undefined as unknown);
  const out = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger({
    source: 'portal',
    externalEndpoint: EXTERNAL,
    isLoggedIn: () => true,
    post,
    currentUrl: () => 'http://localhost:5173/rekeningen',
    storage: { getItem: (key) => (key === 'debug' ? debug : null) },
    console: out,
    ...overrides,
  });
  return { logger, post, out };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createLogger (spec §7.2, §8, §9)', () => {
  it('posts warnings and errors as LogEntry to /api/log when logged in', async () => {
    const { logger, post } = setup();
    await logger.warn('traag');
    await logger.error('stuk', { stackTrace: 'at x' });
    expect(post.mock.calls).toEqual([
      [
        '/api/log',
        {
          source: 'portal',
          message: 'traag',
          url: 'http://localhost:5173/rekeningen',
          stackTrace: '',
          level: 3,
        },
      ],
      [
        '/api/log',
        {
          source: 'portal',
          message: 'stuk',
          url: 'http://localhost:5173/rekeningen',
          stackTrace: 'at x',
          level: 4,
        },
      ],
    ]);
  });

  it('never lets a public-link reference or the login code into an entry (ADR 064)', async () => {
    const { logger, post, out } = setup(
      { currentUrl: () => 'http://localhost:5173/auth-callback?code=SECRET1&state=SECRET2' },
      'true',
    );
    await logger.error('GET /api/transfer/reference/SECRET3 failed with 500', {
      stackTrace: 'at load (/retour-label?referentie=SECRET4)',
    });
    const sent = JSON.stringify([post.mock.calls, out.error.mock.calls]);
    expect(sent).not.toMatch(/SECRET\d/);
    expect(post.mock.calls[0]![1]).toMatchObject({
      message: 'GET /api/transfer/reference/[verwijderd] failed with 500',
      url: 'http://localhost:5173/auth-callback?code=[verwijderd]&state=[verwijderd]',
    });
  });

  it('never posts debug and info', async () => {
    const { logger, post } = setup();
    await logger.debug('d');
    await logger.info('i');
    expect(post).not.toHaveBeenCalled();
  });

  it('uses the external endpoint when not logged in', async () => {
    const { logger, post } = setup({ isLoggedIn: () => false });
    await logger.error('x');
    expect(post.mock.calls[0]?.[0]).toBe(EXTERNAL);
  });

  it('keeps 20 stack lines of an Error', async () => {
    const { logger, post } = setup();
    const error = new Error('boom');
    error.stack = Array.from({ length: 25 }, (_, i) => `l${i}`).join('\n');
    await logger.error(error);
    const entry = post.mock.calls[0]?.[1] as { stackTrace: string; message: string };
    expect(entry.message).toBe('boom');
    expect(entry.stackTrace.split('\n')).toHaveLength(20);
    await logger.error(new Error('b'), { stackTrace: 'given' });
    expect((post.mock.calls[1]?.[1] as { stackTrace: string }).stackTrace).toBe('given');
  });

  it.each(['http://localhost:5173/api/log', EXTERNAL])(
    'does not send entries whose url is the log endpoint (%s)',
    async (url) => {
      const { logger, post } = setup();
      await logger.error('loop', { url });
      expect(post).not.toHaveBeenCalled();
    },
  );

  it('retries a failed post 9 times, 1000 ms × attempt, then gives up', async () => {
    const { logger, post } = setup();
    post.mockRejectedValue(new ApiError({ status: 500, url: '/api/log', method: 'POST' }));
    const done = logger.error('x');
    await vi.advanceTimersByTimeAsync(0);
    expect(post).toHaveBeenCalledTimes(1);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await vi.advanceTimersByTimeAsync(1000 * attempt - 1);
      expect(post).toHaveBeenCalledTimes(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(post).toHaveBeenCalledTimes(attempt + 1);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(10);
    await expect(done).resolves.toBeUndefined();
  });

  it('stops retrying once a post succeeds', async () => {
    const { logger, post } = setup();
    post.mockRejectedValueOnce(new TypeError('offline'));
    const done = logger.warn('x');
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('never retries after a 401', async () => {
    const { logger, post } = setup();
    post.mockRejectedValue(new ApiError({ status: 401, url: '/api/log', method: 'POST' }));
    await logger.error('x');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['true', true],
    ['false', false],
    [null, false],
  ])('console output when localStorage debug is %s: %s', async (debug, shown) => {
    const { logger, out } = setup({}, debug);
    await logger.debug('d');
    await logger.info('i');
    await logger.warn('w');
    await logger.error('e');
    for (const method of ['debug', 'info', 'warn', 'error'] as const)
      expect(out[method].mock.calls.length > 0).toBe(shown);
  });

  it('defaults to location.href and localStorage when present', async () => {
    const post = vi.fn(async () => undefined);
    const logger = createLogger({
      source: 's',
      externalEndpoint: EXTERNAL,
      isLoggedIn: () => true,
      post,
    });
    await logger.error('x');
    expect(post).toHaveBeenCalledWith('/api/log', expect.objectContaining({ url: '' }));
  });
});
