import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { getRead, sendWrite } from '../client/descriptors.ts';
import { reads } from '../contract/reads.ts';
import { writes } from '../contract/writes.ts';
import { read, returns } from '../endpoint/endpoint.ts';
import type { AnyRead } from '../endpoint/endpoint.ts';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { createResponseCache } from './createResponseCache.ts';

function setup() {
  let n = 0;
  const fake = fakeFetch((request) => json({ n: (n += 1), url: request.url }));
  const cache = createResponseCache();
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    fetch: fake.fetch,
    cache,
    cookies: () => '',
  });
  const count = (url: string) =>
    fake.requests.filter((request) => request.method === 'GET' && request.url === url).length;
  return { client, cache, count };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('response cache (spec §7.2, §7.3), fake clock', () => {
  it('shares one request between two simultaneous GETs of a URL', async () => {
    const { client, count } = setup();
    const [a, b] = await Promise.all([client.get('/api/account'), client.get('/api/account')]);
    expect(a).toBe(b);
    expect(count('/api/account')).toBe(1);
  });

  // The TTL is the read's (its descriptor's `ttl`, passed by getRead); a URL without one is 30 s.
  const unknown = read('/api/unknown', returns<unknown>());
  it.each([
    ['/api/subscription', reads.subscription, 30],
    ['/api/account', reads.account, 300],
    ['/api/settopboxes/info', reads.setTopBoxInfo, 3000],
    ['/api/unknown', unknown, 30],
  ] as const)('%s: no request inside %i s, one request after', async (url, descriptor, seconds) => {
    const { client, count } = setup();
    const get = () => getRead(client, descriptor as AnyRead);
    await get();
    vi.advanceTimersByTime(seconds * 1000 - 1);
    await get();
    expect(count(url)).toBe(1);
    vi.advanceTimersByTime(1);
    await get();
    expect(count(url)).toBe(2);
  });

  it('peek answers synchronously only once a fresh answer is there', async () => {
    const { client, cache } = setup();
    const pending = client.getJson('/api/account');
    expect(cache.peek('/api/account')).toBeUndefined();
    await pending;
    expect(cache.peek('/api/account')).toMatchObject({ n: 1 });
    vi.advanceTimersByTime(300_000);
    expect(cache.peek('/api/account')).toBeUndefined();
  });

  it('keys by full URL: another query is another entry', async () => {
    const { client, count } = setup();
    await client.getJson('/api/orders/completed/1/10');
    await client.getJson('/api/orders/completed/2/10');
    expect(count('/api/orders/completed/1/10') + count('/api/orders/completed/2/10')).toBe(2);
  });

  it('a write clears its URL and the related entries, which then refetch', async () => {
    const { client, cache, count } = setup();
    const cleared = vi.fn();
    cache.subscribe(cleared);
    await Promise.all([
      client.get('/api/account'),
      client.get('/api/account/basic'),
      client.get('/api/converged'),
    ]);
    await sendWrite(client, writes.verifyPrimaryEmailChange, { token: 'link-1' });
    expect(cleared).toHaveBeenCalledTimes(1);
    const matcher = cleared.mock.calls[0]?.[0] as (url: string) => boolean;
    expect(matcher('/api/account')).toBe(true);
    await Promise.all([
      client.get('/api/account'),
      client.get('/api/account/basic'),
      client.get('/api/converged'),
    ]);
    expect(count('/api/account')).toBe(2);
    expect(count('/api/account/basic')).toBe(2);
    expect(count('/api/converged')).toBe(1);
  });

  it('a failed write clears too', async () => {
    let fail = false;
    const fake = fakeFetch(() => (fail ? json({}, 500) : json({ ok: 1 })));
    const client = createApiClient({
      getAccessToken: async () => null,
      getCustomerCode: () => null,
      fetch: fake.fetch,
      cookies: () => '',
    });
    await client.getJson('/api/voipsettings');
    fail = true;
    await expect(sendWrite(client, writes.saveVoicemailForwarding, {} as never)).rejects.toThrow();
    fail = false;
    await client.getJson('/api/voipsettings');
    expect(fake.requests.filter((r) => r.url === '/api/voipsettings')).toHaveLength(2);
  });

  it('a write during a GET in flight drops its result from the cache', async () => {
    const { client, count } = setup();
    const inFlight = client.get('/api/account');
    await client.send('PUT', '/api/account', {});
    await inFlight;
    await client.get('/api/account');
    expect(count('/api/account')).toBe(2);
  });

  it('clear() empties the cache; unsubscribe stops notifications', async () => {
    const { client, cache, count } = setup();
    const listener = vi.fn();
    cache.subscribe(listener)();
    await client.get('/api/account');
    cache.clear();
    await client.get('/api/account');
    expect(count('/api/account')).toBe(2);
    cache.invalidate('/api/account');
    expect(listener).not.toHaveBeenCalled();
  });

  it('accepts an injected clock and TTL', async () => {
    let now = 0;
    const cache = createResponseCache({ now: () => now, ttl: () => 10 });
    const load = vi.fn(async () => 'v');
    await cache.get('/x', load);
    now = 9;
    await cache.get('/x', load);
    now = 10;
    await cache.get('/x', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
