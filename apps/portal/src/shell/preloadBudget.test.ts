import { describe, expect, it, vi } from 'vitest';
import { ApiError, PRELOAD_BUDGET_MS, reads, routePaths } from '@vonk/domain';
import type { ApiClient, RuntimeConfig } from '@vonk/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { testServices } from '../testing/testServices.ts';
import { pageLoader, pageRead } from './pageLoader.ts';
import { preloadBudget, preloadBudgetMs } from './preloadBudget.ts';
import { createShellLoader } from './shellLoader.ts';

const hung = () => new Promise<never>(() => {});
const args = (url: string) =>
  ({ request: new Request(url), params: {} }) as unknown as LoaderFunctionArgs;
const config = (preloadBudgetMs: number) =>
  ({ requestTimeouts: { preloadBudgetMs } }) as unknown as RuntimeConfig;

/** A client where `/api/features` never answers (or fails as told) and everything else does. */
/** A client whose one read `failing` (default the features) answers with `answer`. */
function clientWith(answer: () => Promise<unknown>, failing = '/api/features') {
  const getJson = vi.fn((url: string) => (url === failing ? answer() : Promise.resolve({})));
  return { get: getJson, getJson } as unknown as ApiClient;
}

const signedIn = {
  getUser: async () => ({ access_token: 't' }),
  profile: () => ({ role: 'customer' }),
  agentSession: () => null,
} as never;

describe('the preload budget (issue #16, ADR 059)', () => {
  it('is 8 s unless the runtime config shortens it', () => {
    expect(PRELOAD_BUDGET_MS).toBe(8_000);
    expect(preloadBudgetMs({})).toBe(8_000);
    expect(preloadBudgetMs({ requestTimeouts: { preloadBudgetMs: 500 } })).toBe(500);
  });

  it('settles what answered in time and leaves a hung one out', async () => {
    const budget = preloadBudget(30);
    const results = await budget.settle([
      Promise.resolve(1),
      Promise.reject(new Error('x')),
      hung(),
    ]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('x') },
      undefined,
    ]);
  });

  it('opens the shell when one preload hangs, once the budget is spent', async () => {
    const loader = createShellLoader(
      testServices({ auth: signedIn, client: clientWith(hung), config: config(40) }),
    );
    const started = performance.now();
    await expect(loader(args('http://portal.test/rekeningen'))).resolves.toMatchObject({
      profile: { role: 'customer' },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  // The features' and the account's own 503 are read as {} and the empty customer (spec §8, their
  // descriptors' rules); the client's onError still opens /maintenance for them.
  it('still sends a 503 that answers within the budget to /maintenance', async () => {
    const status = '/api/subscription/status';
    const unavailable = new ApiError({ status: 503, url: status, method: 'GET' });
    const loader = createShellLoader(
      testServices({
        auth: signedIn,
        client: clientWith(() => Promise.reject(unavailable), status),
        config: config(1_000),
      }),
    );
    const response = (await loader(args('http://portal.test/rekeningen')).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(response.headers.get('Location')).toBe(routePaths.maintenance.href());
  });

  it('hands every failed preload to the catalogue for logging', async () => {
    const notFound = new ApiError({ status: 404, url: '/api/features', method: 'GET' });
    const onHandled = vi.fn();
    const loader = createShellLoader(
      testServices({
        auth: signedIn,
        client: clientWith(() => Promise.reject(notFound)),
        config: config(1_000),
        errors: {
          onApiError: () => {},
          onUnhandled: () => {},
          onHandled,
          leaveMaintenance: () => {},
        },
      }),
    );
    await loader(args('http://portal.test/rekeningen'));
    expect(onHandled).toHaveBeenCalledExactlyOnceWith(notFound);
  });

  it('opens a page whose guard fact or read hangs, deciding the guard on what is known', async () => {
    const guard = vi.fn(() => ({ allow: true }) as const);
    const loader = pageLoader(
      testServices({ auth: signedIn, client: clientWith(hung), config: config(40) }),
      { guard, reads: () => [pageRead(reads.features)] },
    );
    await expect(loader(args('http://portal.test/instellingen'))).resolves.toBeNull();
    expect(guard).toHaveBeenCalledWith(expect.objectContaining({ features: {} }));
  });
});
