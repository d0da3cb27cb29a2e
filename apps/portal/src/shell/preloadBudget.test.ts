import { describe, expect, it, vi } from 'vitest';
import { ApiError, PRELOAD_BUDGET_MS, reads } from '@vonk/domain';
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
  const client = { get: getJson, getJson, inBackground: () => client };
  return client as unknown as ApiClient;
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

  // Issue #31: a preload's 503 is the page's to meet (its loader or hook opens maintenance when it
  // needs the read, pageLoader.test.ts); a page that never reads it opens.
  it('opens the route when a preload answers 503 within the budget', async () => {
    const status = '/api/subscription/status';
    const unavailable = new ApiError({ status: 503, url: status, method: 'GET' });
    const loader = createShellLoader(
      testServices({
        auth: signedIn,
        client: clientWith(() => Promise.reject(unavailable), status),
        config: config(1_000),
      }),
    );
    await expect(loader(args('http://portal.test/rekeningen'))).resolves.toMatchObject({
      profile: expect.anything(),
    });
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
          onNeededRead: () => {},
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
