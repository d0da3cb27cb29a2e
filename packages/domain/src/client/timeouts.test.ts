import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import { createRequestQueue } from './requestQueue.ts';
import { REQUEST_TIMEOUTS } from './timeouts.ts';

/** A server that never answers: the fetch ends only when its signal fires, as a browser's does. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
  });

/** Headers arrive, then the connection drops halfway through the body. */
const cutOffFetch: typeof fetch = async () =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"half":'));
        controller.error(new TypeError('network error'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

const client = (fetchImpl: typeof fetch, onError = vi.fn()) =>
  createApiClient({
    getAccessToken: async () => 'token',
    getCustomerCode: () => null,
    fetch: fetchImpl,
    onError,
    cache: false,
    cookies: () => '',
    timeouts: { readMs: 40, writeMs: 80 },
  });

describe('request timeouts (issue #16: a timeout is status 0 in the §8 sense)', () => {
  it('gives up on a read after readMs with status 0, and tells onError', async () => {
    const onError = vi.fn();
    const started = performance.now();
    const error = await client(hangingFetch, onError)
      .get('/api/features')
      .catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      method: 'GET',
      url: '/api/features',
      message: 'GET /api/features timed out after 40 ms',
    });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('gives a write its own, longer timeout', async () => {
    const started = performance.now();
    const error = await client(hangingFetch)
      .send('POST', '/api/remotemechanic')
      .catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    expect(error).toMatchObject({
      status: 0,
      message: 'POST /api/remotemechanic timed out after 80 ms',
    });
  });

  it('turns a body cut off mid-way into status 0, for reads, writes and downloads', async () => {
    const api = client(cutOffFetch);
    await expect(api.get('/api/features')).rejects.toMatchObject({
      status: 0,
      message: 'GET /api/features got no answer',
    });
    await expect(api.send('POST', '/api/remotemechanic')).rejects.toMatchObject({ status: 0 });
    await expect(api.getBlob('/api/gdpr/data')).rejects.toMatchObject({ status: 0 });
  });

  it('waits 15 s for a read and 30 s for a write by default (docs/fault-matrix.md)', () => {
    expect(REQUEST_TIMEOUTS).toEqual({ readMs: 15_000, writeMs: 30_000 });
  });

  it('passes a timeout signal to every request', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const api = createApiClient({
      getAccessToken: async () => null,
      getCustomerCode: () => null,
      cache: false,
      cookies: () => '',
      fetch: async (_input, init) => {
        seen.push(init?.signal);
        return new Response('{}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await api.get('/api/features');
    await api.send('PUT', '/api/transfer', {});
    expect(seen).toHaveLength(2);
    expect(seen.every((signal) => signal instanceof AbortSignal && !signal.aborted)).toBe(true);
  });
});

describe('a read waiting for a connection (issue #31)', () => {
  /** A server that answers every request after 30 ms, honouring the abort like a browser. */
  const slowFetch: typeof fetch = (_input, init) =>
    new Promise((resolve, reject) => {
      const answer = setTimeout(() => resolve(new Response('{}')), 30);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(answer);
        reject(init.signal?.reason);
      });
    });

  it('is not timed out while queued: four 30 ms reads on one connection, a 40 ms timeout', async () => {
    const reads = createApiClient({
      getAccessToken: async () => 'token',
      getCustomerCode: () => null,
      fetch: slowFetch,
      cache: false,
      cookies: () => '',
      timeouts: { readMs: 40, writeMs: 80 },
      queue: createRequestQueue(() => 1),
    });
    const urls = ['/api/features', '/api/account', '/api/invoices', '/api/orders'] as const;
    await expect(Promise.all(urls.map((url) => reads.getJson(url)))).resolves.toHaveLength(4);
  });
});
