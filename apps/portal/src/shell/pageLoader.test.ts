import { describe, expect, it, vi } from 'vitest';
import { ApiError, reads } from '@vonk/domain';
import { routePaths } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { pageLoader, pageRead } from './pageLoader.ts';
import { testServices } from '../testing/testServices.ts';

/** A client whose GETs stay open until the test answers them, recording the order they left in. */
function deferredClient() {
  const asked: string[] = [];
  const answers = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  const getJson = (url: string) =>
    new Promise((resolve, reject) => {
      asked.push(url);
      answers.set(url, { resolve, reject });
    });
  const client = { get: getJson, getJson } as unknown as ApiClient;
  const answer = (url: string, value: unknown) => answers.get(url)?.resolve(value);
  const fail = (url: string, error: unknown) => answers.get(url)?.reject(error);
  return { client, asked, answer, fail };
}

const signedIn = { getUser: async () => ({ access_token: 't' }) } as never;
const signedOut = { getUser: async () => null } as never;
const args = (url: string, params = {}) =>
  ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageLoader', () => {
  it('starts the page reads with its parameters before the guard facts are answered', async () => {
    const { client, asked, answer } = deferredClient();
    const loader = pageLoader(testServices({ auth: signedIn, client }), {
      guard: () => ({ allow: true }),
      reads: ({ params }) => [pageRead(reads.order, { id: String(params.id) })],
    });
    const done = loader(args('http://portal.test/bestellingen/o-7', { id: 'o-7' }));
    await tick();
    expect(asked).toEqual([
      '/api/orders/o-7',
      '/api/account',
      '/api/converged',
      '/api/subscription/status',
      '/api/subscription',
      '/api/features',
    ]);
    for (const url of asked) answer(url, {});
    await expect(done).resolves.toBeNull();
  });

  it('opens the page only when its reads are answered', async () => {
    const { client, answer } = deferredClient();
    const loader = pageLoader(testServices({ auth: signedIn, client }), {
      reads: () => [pageRead(reads.invoices)],
    });
    let opened = false;
    void loader(args('http://portal.test/rekeningen')).then(() => (opened = true));
    await tick();
    expect(opened).toBe(false);
    answer('/api/invoices', []);
    await tick();
    expect(opened).toBe(true);
  });

  it('leaves a failing read to the page, which meets it through its hook (spec §8)', async () => {
    const { client, fail } = deferredClient();
    const loader = pageLoader(testServices({ auth: signedIn, client }), {
      reads: () => [pageRead(reads.invoices)],
    });
    const done = loader(args('http://portal.test/rekeningen'));
    await tick();
    fail('/api/invoices', new Error('500'));
    await expect(done).resolves.toBeNull();
  });

  it('tells the error effects about a read the page needs that failed: a 503 is maintenance', async () => {
    const { client, fail } = deferredClient();
    const onNeededRead = vi.fn();
    const errors = { ...testServices().errors, onNeededRead };
    const loader = pageLoader(testServices({ auth: signedIn, client, errors }), {
      reads: () => [pageRead(reads.invoices)],
    });
    const done = loader(args('http://portal.test/rekeningen'));
    await tick();
    const unavailable = new ApiError({ status: 503, url: '/api/invoices', method: 'GET' });
    fail('/api/invoices', unavailable);
    await expect(done).resolves.toBeNull();
    expect(onNeededRead).toHaveBeenCalledWith(unavailable);
  });

  it('throws the blocking guard’s redirect', async () => {
    const { client, asked, answer } = deferredClient();
    const loader = pageLoader(testServices({ auth: signedIn, client }), {
      guard: () => ({ redirect: routePaths.dashboard.href() }) as never,
    });
    const done = loader(args('http://portal.test/storingen'));
    await tick();
    for (const url of asked) answer(url, {});
    const thrown = (await done.catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe(routePaths.dashboard.href());
  });

  it('asks nothing without a session: the shell is signing in', async () => {
    const { client, asked } = deferredClient();
    const loader = pageLoader(testServices({ auth: signedOut, client }), {
      guard: () => ({ allow: true }),
      reads: () => [pageRead(reads.invoices)],
    });
    let settled = false;
    void loader(args('http://portal.test/rekeningen')).finally(() => (settled = true));
    await tick();
    expect(asked).toEqual([]);
    expect(settled).toBe(false);
  });
});
