import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, routePaths } from '@vonk/domain';
import type { ApiClient } from '@vonk/domain';
import { earlyReadUrls } from '../../warmLanding.ts';
import { dashboardReads } from '../pages/dashboard/reads.ts';
import { PRELOAD_SOURCES } from '../shell/preloadSources.ts';
import { earlyToken, loginTarget } from '../warmLanding.ts';
import type { EarlyReads } from '../warmLanding.ts';
import { withEarlyReads } from './earlyReads.ts';

const HOST = 'mijn.vonk.nl';
const NOW = Date.UTC(2026, 10, 24, 8);
const userKey = (clientId: string) => `${HOST}oidc.user:https://idp.vonk.nl:${clientId}`;
const user = (token: string, expiresInS: number) =>
  JSON.stringify({ access_token: token, expires_at: Math.floor(NOW / 1000) + expiresInS });

function storage(entries: Record<string, string>): Storage {
  const store = new Map(Object.entries(entries));
  // Object.keys(sessionStorage) lists its keys; a plain object with the Storage methods does too.
  return Object.assign(Object.create(null) as Storage, Object.fromEntries(store), {
    getItem: (key: string) => store.get(key) ?? null,
  });
}

describe('earlyToken: the one stored customer session, unexpired', () => {
  it('gives the token of a session valid for minutes', () => {
    expect(earlyToken(storage({ [userKey('portal')]: user('jan', 600) }), HOST, NOW)).toBe('jan');
  });

  it('gives none for an expired session or one that expires within the minute', () => {
    expect(earlyToken(storage({ [userKey('portal')]: user('jan', -5) }), HOST, NOW)).toBeNull();
    expect(earlyToken(storage({ [userKey('portal')]: user('jan', 30) }), HOST, NOW)).toBeNull();
  });

  it('gives none without a session, with two, for an agent or an unreadable entry', () => {
    expect(earlyToken(storage({}), HOST, NOW)).toBeNull();
    const two = { [userKey('portal')]: user('jan', 600), [userKey('other')]: user('piet', 600) };
    expect(earlyToken(storage(two), HOST, NOW)).toBeNull();
    const agent = { [userKey('portal')]: user('agent', 600), [`${HOST}IsAgent`]: 'true' };
    expect(earlyToken(storage(agent), HOST, NOW)).toBeNull();
    expect(earlyToken(storage({ [userKey('portal')]: '{nee' }), HOST, NOW)).toBeNull();
    const noExpiry = { [userKey('portal')]: JSON.stringify({ access_token: 'jan' }) };
    expect(earlyToken(storage(noExpiry), HOST, NOW)).toBeNull();
  });

  it("ignores another host's session", () => {
    const other = { [`elders.nl${userKey('portal').slice(HOST.length)}`]: user('jan', 600) };
    expect(earlyToken(storage(other), HOST, NOW)).toBeNull();
  });
});

describe('loginTarget: where the login coming back goes', () => {
  const state = (targetPath: unknown) =>
    storage({ [`${HOST}oidc.abc`]: JSON.stringify({ id: 'abc', data: { targetPath } }) });

  it("reads the target path from oidc-client-ts's state entry, without its search", () => {
    expect(loginTarget(state(routePaths.dashboard.href()), HOST, '?code=x&state=abc')).toBe(
      routePaths.dashboard.href(),
    );
    expect(loginTarget(state(`${routePaths.invoices.href()}?jaar=2026`), HOST, '?state=abc')).toBe(
      routePaths.invoices.href(),
    );
  });

  it('is undefined without a state, for another state or an unreadable entry', () => {
    expect(loginTarget(state(routePaths.dashboard.href()), HOST, '?code=x')).toBeUndefined();
    expect(loginTarget(state(routePaths.dashboard.href()), HOST, '?state=other')).toBeUndefined();
    expect(loginTarget(state(42), HOST, '?state=abc')).toBeUndefined();
    expect(loginTarget(storage({ [`${HOST}oidc.abc`]: '{' }), HOST, '?state=abc')).toBeUndefined();
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup({
  token = 'jan',
  early = { '/api/invoices': json([{ id: 'early' }]) } as Record<string, Response | Error>,
  age = 0,
  customerCode = null as string | null,
  readMs = 15_000,
} = {}) {
  const answers = new Map(
    Object.entries(early).map(([url, answer]) => [
      url,
      answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
    ]),
  );
  const reads: EarlyReads = { token: 'jan', at: 1_000, answers };
  const network = vi.fn(async (input: RequestInfo | URL) => json([{ id: `network ${input}` }]));
  const onError = vi.fn();
  const client = createApiClient({
    getAccessToken: async () => token,
    getCustomerCode: () => customerCode,
    fetch: withEarlyReads(
      () => reads,
      15_000,
      network,
      () => 1_000 + age,
    ),
    cache: false,
    onError,
    timeouts: { readMs },
  });
  return { client, network, onError, answers };
}

describe('withEarlyReads: the early answer, once, to the same request', () => {
  it('hands the early answer to the same GET with the same token, without a request', async () => {
    const { client, network } = setup();
    await expect(client.getJson('/api/invoices')).resolves.toEqual([{ id: 'early' }]);
    expect(network).not.toHaveBeenCalled();
  });

  it('takes the early reads at its first request, so reads that start after the app still count (ADR 107)', async () => {
    const page: { reads?: EarlyReads } = {};
    const take = vi.fn(() => page.reads);
    const network = vi.fn(async () => json([{ id: 'network' }]));
    const fetchEarly = withEarlyReads(take, 15_000, network, () => 1_000);
    expect(take).not.toHaveBeenCalled();
    // The callback page's reads leave once its token is there, after the app was created.
    page.reads = {
      token: 'jan',
      at: 1_000,
      answers: new Map([['/api/invoices', Promise.resolve(json([{ id: 'early' }]))]]),
    };
    const answer = await fetchEarly('/api/invoices', { headers: { Authorization: 'Bearer jan' } });
    await expect(answer.json()).resolves.toEqual([{ id: 'early' }]);
    expect(network).not.toHaveBeenCalled();
    expect(take).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['DPoP jan', 'early'],
    ['DPoP piet', 'network'],
    ['Basic jan', 'network'],
  ])(
    'takes an answer for %s only for the same token (a DPoP-bound one too, ADR 127)',
    async (authorization, from) => {
      const network = vi.fn(async () => json([{ id: 'network' }]));
      const reads = {
        token: 'jan',
        at: 1_000,
        answers: new Map([['/api/invoices', Promise.resolve(json([{ id: 'early' }]))]]),
      };
      const fetchEarly = withEarlyReads(
        () => reads,
        15_000,
        network,
        () => 1_000,
      );
      const answer = await fetchEarly('/api/invoices', {
        headers: { Authorization: authorization, DPoP: 'proof' },
      });
      await expect(answer.json()).resolves.toEqual([{ id: from }]);
    },
  );

  it('hands it over once: the next GET of that URL asks the network', async () => {
    const { client, network } = setup();
    await client.getJson('/api/invoices');
    await expect(client.getJson('/api/invoices')).resolves.toEqual([
      { id: 'network /api/invoices' },
    ]);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the network for a URL the early script did not read', async () => {
    const { client, network } = setup();
    await expect(client.getJson('/api/account')).resolves.toEqual([{ id: 'network /api/account' }]);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("drops every early answer when the app's token is another (other user, renewed, other config)", async () => {
    const early = { '/api/invoices': json([{ id: 'early' }]), '/api/account': json({}) };
    const { client, network } = setup({ token: 'piet', early });
    await expect(client.getJson('/api/invoices')).resolves.toEqual([
      { id: 'network /api/invoices' },
    ]);
    await client.getJson('/api/account');
    expect(network.mock.calls.map(([url]) => url)).toEqual(['/api/invoices', '/api/account']);
  });

  it('drops them for an agent (customer code) and when they are older than the read timeout', async () => {
    const agent = setup({ customerCode: '12345678' });
    await agent.client.getJson('/api/invoices');
    expect(agent.network).toHaveBeenCalledTimes(1);
    const late = setup({ age: 15_001 });
    await late.client.getJson('/api/invoices');
    expect(late.network).toHaveBeenCalledTimes(1);
  });

  it("a 401 early answer goes the client's normal way: an ApiError its error effects see", async () => {
    const { client, network, onError } = setup({ early: { '/api/invoices': json({}, 401) } });
    await expect(client.getJson('/api/invoices')).rejects.toMatchObject({ status: 401 });
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError));
    expect(network).not.toHaveBeenCalled();
  });

  it('an early request that got no answer is status 0 for the page, like its own', async () => {
    const { client } = setup({ early: { '/api/invoices': new TypeError('Failed to fetch') } });
    await expect(client.getJson('/api/invoices')).rejects.toMatchObject({ status: 0 });
  });

  it("the app's read timeout still ends the wait for an early answer that does not come", async () => {
    const { client, answers } = setup({ readMs: 20 });
    answers.set('/api/invoices', new Promise<Response>(() => {}));
    await expect(client.getJson('/api/invoices')).rejects.toMatchObject({ status: 0 });
  });
});

describe('earlyReadUrls (the build hands them to the early script)', () => {
  it('are the §2.5 preloads and the dashboard reads, in their order', async () => {
    const urls: string[] = [];
    const recording = {
      get: async (url: string) => urls.push(url),
      getJson: async (url: string) => urls.push(url),
    } as unknown as ApiClient;
    await Promise.all([...PRELOAD_SOURCES, ...dashboardReads()].map((read) => read(recording)));
    expect(earlyReadUrls).toEqual(urls);
  });
});
