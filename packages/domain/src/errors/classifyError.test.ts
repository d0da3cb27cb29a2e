import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { classifyError, trimStack } from './classifyError.ts';
import { isChunkLoadError } from './isChunkLoadError.ts';
import { recoverWith } from './recoverWith.ts';

const http = (status: number, url = '/api/invoices') =>
  new ApiError({ status, url, method: 'GET' });
const prod = { production: true };
const MAINTENANCE = routePaths.maintenance.href();
const ERROR = routePaths.error.href();
const dev = { production: false };

describe('classifyError (spec §8)', () => {
  it.each([
    ['503 anywhere', http(503), prod, { kind: 'maintenance', navigate: MAINTENANCE }],
    [
      '503 on the dashboard',
      http(503, '/api/account'),
      { production: true, route: { handleHttpErrors: false } },
      { kind: 'maintenance', navigate: MAINTENANCE },
    ],
    ['401', http(401), prod, { kind: 'logout' }],
    ['0 (no answer)', http(0), prod, { kind: 'ignore' }],
    ['429', http(429), prod, { kind: 'ignore' }],
    ['300 is not above 300', http(300), prod, { kind: 'ignore' }],
  ])('%s', (_name, error, context, expected) => {
    expect(classifyError(error, context)).toEqual(expected);
  });

  it.each([
    // status, production, route handles, logged, navigate
    [301, true, true, true, ERROR],
    [400, true, true, true, ERROR],
    [404, false, true, true, null],
    [499, true, false, true, null],
    [500, true, true, false, ERROR],
    [502, false, true, false, null],
  ])(
    'HTTP %i (production %s, route handles %s) → page failed, logged %s, navigate %s',
    (status, production, handles, logged, navigate) => {
      const decision = classifyError(http(status), {
        production,
        route: { handleHttpErrors: handles },
      });
      expect(decision).toMatchObject({ kind: 'failed', navigate });
      expect(decision.kind === 'failed' && decision.log !== null).toBe(logged);
      if (decision.kind === 'failed' && decision.log) expect(decision.log.level).toBe('error');
    },
  );

  it('never logs a failure of the log endpoint itself', () => {
    expect(classifyError(http(400, '/api/log'), dev)).toMatchObject({ kind: 'failed', log: null });
  });

  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/Page-abc.js'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }),
  ])('chunk-load failure %s → reload', (error) => {
    expect(classifyError(error, prod)).toEqual({ kind: 'reload' });
  });

  it('ignores errors while offline or in maintenance', () => {
    expect(classifyError(new Error('x'), { production: true, offline: true })).toEqual({
      kind: 'ignore',
    });
    expect(classifyError(http(404), { production: true, maintenance: true })).toEqual({
      kind: 'ignore',
    });
  });

  it('logs other errors with at most 20 stack lines, page failed, /error in production only', () => {
    const error = new Error('boom');
    error.stack = Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n');
    const decision = classifyError(error, prod);
    expect(decision).toMatchObject({
      kind: 'failed',
      navigate: ERROR,
      log: { level: 'error', message: 'boom' },
    });
    expect(decision.kind === 'failed' && decision.log?.stackTrace.split('\n')).toHaveLength(20);
    expect(classifyError('text thrown', dev)).toMatchObject({
      kind: 'failed',
      navigate: null,
      log: { message: 'text thrown' },
    });
  });

  it('trimStack tolerates a missing stack', () => {
    expect(trimStack(undefined)).toBe('');
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('recoveries (spec §8)', () => {
  it('recoverWith: installment plan and TV cease creation return true on error', async () => {
    await expect(recoverWith(Promise.reject(http(500)), true)).resolves.toBe(true);
    await expect(recoverWith(Promise.resolve(false), true)).resolves.toBe(false);
  });
});
