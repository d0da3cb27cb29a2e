// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTHORITY, CLIENT_ID, fakeIdp } from '../testing/fakeIdp.ts';
import type { FakeIdpOptions } from '../testing/fakeIdp.ts';
import type { AuthEvent } from './AuthEvent.ts';
import { createAuth as createLiveAuth } from './createAuth.ts';
import { createUserManager, redeemEarly } from './createUserManager.ts';
import type { EarlySignIn } from './createUserManager.ts';
import type { AuthEnvironment } from './createAuth.ts';
import { routePaths } from '../navigation/routePaths.ts';
import { draftOwner } from '../forms/draftOwner.ts';

// The real module, watched: how often createAuth loaded oidc-client-ts and set it up.
vi.mock('./createUserManager.ts', { spy: true });

const HOST = 'localhost:5173';
const ENDED_URI = `http://${HOST}${routePaths.logout.href()}`;
const AGENT_CLAIMS = { role: 'agent', customer_code: '10000001' };

// Every session a test creates is disposed after it, also when an assertion failed before the
// test's own dispose(): a session left listening to this window's storage events would end the
// next test's session (the 'session_ended' signal) before that test's own session hears it.
const live = new Set<ReturnType<typeof createLiveAuth>>();
const createAuth: typeof createLiveAuth = (...args) => {
  const auth = createLiveAuth(...args);
  live.add(auth);
  return auth;
};

function setup(idpOptions: FakeIdpOptions = {}, now?: () => number, env: AuthEnvironment = {}) {
  const idp = fakeIdp(idpOptions);
  vi.stubGlobal('fetch', idp.fetch);
  const redirects: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
    redirects.push(String(url));
    idp.rememberNonce(String(url));
    // oidc-client-ts waits for the page to come back; in a test it comes back at once.
    window.dispatchEvent(new Event('pageshow'));
  });
  const auth = createAuth(
    {
      authority: AUTHORITY,
      clientId: CLIENT_ID,
      redirectUri: `http://${HOST}${routePaths.authCallback.href()}`,
      postLogoutRedirectUri: `http://${HOST}/`,
      endedSessionUri: ENDED_URI,
      host: HOST,
    },
    { ...env, ...(now && { now }) },
  );
  const events: AuthEvent[] = [];
  auth.onEvent((event) => events.push(event));
  return { auth, idp, redirects, events };
}

async function login(ctx: ReturnType<typeof setup>, target = routePaths.invoices.href()) {
  await ctx.auth.signIn(target);
  const authorize = new URL(ctx.redirects.at(-1) ?? '');
  const callback = `http://${HOST}${routePaths.authCallback.href()}?code=code-1&state=${authorize.searchParams.get('state') ?? ''}`;
  return { authorize, path: await ctx.auth.completeSignIn(callback), callback };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  for (const auth of live) auth.dispose();
  live.clear();
});

describe('createAuth: login (spec §2.6, §4, §5, §7.1)', () => {
  it('redirects with code flow + PKCE S256, the portal scopes and a 45-character nonce', async () => {
    const ctx = setup();
    const { authorize } = await login(ctx);
    const q = authorize.searchParams;
    expect(authorize.origin + authorize.pathname).toBe(`${AUTHORITY}/auth`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid api customer');
    expect(q.get('redirect_uri')).toBe(`http://${HOST}${routePaths.authCallback.href()}`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toHaveLength(45);
    expect(q.has('acr_values')).toBe(false);
    ctx.auth.dispose();
  });

  it('completes the code flow once although called twice, and resolves the target path', async () => {
    const ctx = setup();
    await ctx.auth.signIn(`${routePaths.invoices.href()}?jaar=2025`);
    const state = new URL(ctx.redirects[0] ?? '').searchParams.get('state') ?? '';
    const callback = `http://${HOST}${routePaths.authCallback.href()}?code=c&state=${state}`;
    const [first, second] = await Promise.all([
      ctx.auth.completeSignIn(callback),
      ctx.auth.completeSignIn(callback),
    ]);
    expect(first).toBe(`${routePaths.invoices.href()}?jaar=2025`);
    expect(second).toBe(`${routePaths.invoices.href()}?jaar=2025`);
    const tokenCalls = ctx.idp.calls.filter((call) => call.url.endsWith('/token'));
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.form.get('grant_type')).toBe('authorization_code');
    expect(tokenCalls[0]?.form.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(ctx.events.map((event) => event.type)).toContain('userLoaded');
    ctx.auth.dispose();
  });

  it('goes to / without a token request when already logged in (reload of /auth-callback)', async () => {
    const ctx = setup();
    const { callback } = await login(ctx);
    const tokenCalls = ctx.idp.calls.filter((call) => call.url.endsWith('/token')).length;
    const again = createAuth({
      authority: AUTHORITY,
      clientId: CLIENT_ID,
      redirectUri: `http://${HOST}${routePaths.authCallback.href()}`,
      host: HOST,
    });
    await expect(again.completeSignIn(callback)).resolves.toBe('/');
    expect(ctx.idp.calls.filter((call) => call.url.endsWith('/token'))).toHaveLength(tokenCalls);
    again.dispose();
    ctx.auth.dispose();
  });

  it.each([
    [routePaths.agentLogin.href({ id: 'ABC' }), '/'],
    [`${routePaths.authCallback.href()}?code=1`, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    [routePaths.dashboard.href(), routePaths.dashboard.href()],
  ])('carries target %s as %s in the state', async (target, expected) => {
    const ctx = setup();
    const { path } = await login(ctx, target);
    expect(path).toBe(expected);
    ctx.auth.dispose();
  });

  it('keeps acr and reads the profile from the ID token, stored in host-prefixed sessionStorage only', async () => {
    const ctx = setup({
      idClaims: { role: 'agent', agent_locked: true, customer_code: '10000009' },
    });
    ctx.auth.startAgentSession('10000009');
    await login(ctx);
    const user = await ctx.auth.getUser();
    expect(user?.profile.acr).toBe('urn:vonk:loa:2');
    expect(ctx.auth.profile(user!)).toEqual({
      name: 'Jan Jansen',
      username: 'jan@example.nl',
      role: 'agent',
      agentLocked: true,
      customerCode: '10000009',
      acr: 'urn:vonk:loa:2',
    });
    expect(Object.keys(sessionStorage).some((key) => key.startsWith(`${HOST}oidc.user:`))).toBe(
      true,
    );
    expect(localStorage.length).toBe(0);
    expect(await ctx.auth.getAccessToken()).toMatch(/\./);
    ctx.auth.dispose();
  });

  it('emits invalidNonce when the ID token nonce does not match', async () => {
    const ctx = setup({ nonce: 'x'.repeat(45) });
    await expect(login(ctx)).rejects.toThrow(/nonce/);
    expect(ctx.events.map((event) => event.type)).toEqual(['invalidNonce']);
    ctx.auth.dispose();
  });

  it('emits tokenValidationError when the token endpoint refuses the code', async () => {
    const ctx = setup({ tokenStatus: 400 });
    await expect(login(ctx)).rejects.toThrow();
    expect(ctx.events.map((event) => event.type)).toEqual(['tokenValidationError']);
    ctx.auth.dispose();
  });

  it('rejects an ID token issued beyond the 10-minute clock skew', async () => {
    // One second beyond, on a clock that stands still: the login's own time (a second under load)
    // must not bring the token back within the skew.
    const now = Math.floor(Date.now() / 1000) * 1000;
    const ctx = setup({ idClaims: { iat: now / 1000 + 601 } }, () => now);
    await expect(login(ctx)).rejects.toThrow('ID token issued-at invalid');
    expect(ctx.events.map((event) => event.type)).toContain('tokenValidationError');
    expect(await ctx.auth.getUser()).toBeNull();
    ctx.auth.dispose();
  });

  it('emits discoveryError when the IdP cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const auth = createAuth({
      authority: AUTHORITY,
      clientId: CLIENT_ID,
      redirectUri: `http://${HOST}${routePaths.authCallback.href()}`,
      host: HOST,
    });
    const events: AuthEvent[] = [];
    auth.onEvent((event) => events.push(event));
    await expect(auth.signIn('/')).rejects.toThrow();
    expect(events.map((event) => event.type)).toEqual(['discoveryError']);
    auth.dispose();
  });

  it('gives up a token exchange that never answers after 20 s (issue #16 timeouts)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ctx = setup({ hangOnCode: true });
    const outcome = login(ctx).then(
      () => 'completed',
      () => 'failed',
    );
    await vi.waitFor(() =>
      expect(
        ctx.idp.calls.some((call) => call.form.get('grant_type') === 'authorization_code'),
      ).toBe(true),
    );
    await vi.advanceTimersByTimeAsync(19_000);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await outcome).toBe('failed');
    expect(ctx.events.map((event) => event.type)).toEqual(['tokenValidationError']);
    expect(ctx.auth.storedUser()).toBeNull();
    ctx.auth.dispose();
  });

  it('returns null without a user', async () => {
    const ctx = setup();
    expect(await ctx.auth.getUser()).toBeNull();
    expect(await ctx.auth.getAccessToken()).toBeNull();
    ctx.auth.dispose();
  });
});

describe('createAuth: the code redeemed before the app (ADR 107)', () => {
  /** Leaves for the IdP from one page; returns the URL the IdP sends the tab back to. */
  async function leave(idpOptions: FakeIdpOptions = {}) {
    const ctx = setup(idpOptions);
    await ctx.auth.signIn(routePaths.invoices.href());
    const state = new URL(ctx.redirects.at(-1) ?? '').searchParams.get('state') ?? '';
    const callback = `http://${HOST}${routePaths.authCallback.href()}?code=code-1&state=${state}`;
    const tokenCalls = () => ctx.idp.calls.filter((call) => call.url.endsWith('/token')).length;
    return { callback, tokenCalls };
  }

  /** The page the IdP sends back to (the same IdP), its app started with `env`. */
  function comeBack(env: AuthEnvironment) {
    const auth = createAuth(
      {
        authority: AUTHORITY,
        clientId: CLIENT_ID,
        redirectUri: `http://${HOST}${routePaths.authCallback.href()}`,
        host: HOST,
      },
      env,
    );
    const events: AuthEvent[] = [];
    auth.onEvent((event) => events.push(event));
    return { auth, events };
  }

  const early = (callback: string) =>
    Promise.resolve(redeemEarly({ url: callback, storage: sessionStorage, host: HOST }));

  it('takes the redemption the page started: one token request, the target path, the user announced', async () => {
    const { callback, tokenCalls } = await leave();
    const earlySignIn = early(callback);
    await expect(earlySignIn).resolves.toMatchObject({
      url: callback,
      authority: AUTHORITY,
      clientId: CLIENT_ID,
    });
    const page = comeBack({ earlySignIn });
    await expect(page.auth.completeSignIn(callback)).resolves.toBe(routePaths.invoices.href());
    expect(tokenCalls()).toBe(1);
    expect(page.events.map((event) => event.type)).toEqual(['userLoaded']);
    expect(page.auth.storedUser()?.profile.sub).toBeTruthy();
  });

  it('reports a code the IdP refused during the early redemption as its own (spec §8)', async () => {
    const { callback, tokenCalls } = await leave({ tokenStatus: 400 });
    const page = comeBack({ earlySignIn: early(callback) });
    await expect(page.auth.completeSignIn(callback)).rejects.toThrow();
    expect(tokenCalls()).toBe(1);
    expect(page.events.map((event) => event.type)).toEqual(['tokenValidationError']);
    expect(page.auth.storedUser()).toBeNull();
  });

  it('checks the ID token claims in the early redemption too, leaving no user behind', async () => {
    const { callback } = await leave({ idClaims: { aud: 'someone-else' } });
    const page = comeBack({ earlySignIn: early(callback) });
    await expect(page.auth.completeSignIn(callback)).rejects.toThrow('ID token audience invalid');
    expect(page.events.map((event) => event.type)).toEqual(['tokenValidationError']);
    expect(page.auth.storedUser()).toBeNull();
  });

  it.each([
    ['none was started', () => Promise.resolve(undefined)],
    ['its chunk did not load', () => Promise.reject(new TypeError('Failed to fetch module'))],
  ])('redeems the code itself when %s', async (_case, earlySignIn) => {
    const { callback, tokenCalls } = await leave();
    const page = comeBack({ earlySignIn: earlySignIn() });
    await expect(page.auth.completeSignIn(callback)).resolves.toBe(routePaths.invoices.href());
    expect(tokenCalls()).toBe(1);
  });

  it.each([
    ['another callback URL', { url: 'http://elsewhere/auth-callback?code=x&state=y' }],
    ["another client's login", { clientId: 'another-client' }],
  ])('ignores a redemption of %s and redeems its own', async (_case, other) => {
    const { callback, tokenCalls } = await leave();
    const never = new Promise<never>(() => {});
    const earlySignIn = Promise.resolve<EarlySignIn>({
      url: callback,
      authority: AUTHORITY,
      clientId: CLIENT_ID,
      user: never,
      ...other,
    });
    const page = comeBack({ earlySignIn });
    await expect(page.auth.completeSignIn(callback)).resolves.toBe(routePaths.invoices.href());
    expect(tokenCalls()).toBe(1);
  });

  it('starts nothing without the login state or the discovery document this tab kept', async () => {
    const { callback, tokenCalls } = await leave();
    const unknown = new URL(callback);
    unknown.searchParams.set('state', 'unknown');
    expect(redeemEarly({ url: String(unknown), storage: sessionStorage, host: HOST })).toBe(
      undefined,
    );
    sessionStorage.removeItem(`${HOST}oidc.discovery:${AUTHORITY}`);
    expect(redeemEarly({ url: callback, storage: sessionStorage, host: HOST })).toBeUndefined();
    expect(tokenCalls()).toBe(0);
  });
});

describe('createAuth: a signed-in page load without oidc-client-ts (ADR 032)', () => {
  const settings = {
    authority: AUTHORITY,
    clientId: CLIENT_ID,
    redirectUri: `http://${HOST}${routePaths.authCallback.href()}`,
    host: HOST,
  };

  it('reads the stored session synchronously, loads no library and fetches no discovery', async () => {
    const ctx = setup();
    expect(ctx.auth.storedUser()).toBeNull();
    await login(ctx);
    const loads = vi.mocked(createUserManager).mock.calls.length;
    expect(loads).toBeGreaterThan(0); // the login did load it
    const calls = ctx.idp.calls.length;

    // A reload: a new Auth over the same sessionStorage.
    const reloaded = createAuth(settings);
    const user = reloaded.storedUser();
    expect(user?.profile.preferred_username).toBe('jan@example.nl');
    expect(reloaded.profile(user!).name).toBe('Jan Jansen');
    expect(await reloaded.getUser()).toEqual(user);
    expect(await reloaded.getAccessToken()).toBe(user?.access_token);
    await vi.dynamicImportSettled();
    expect(vi.mocked(createUserManager).mock.calls.length).toBe(loads);
    expect(ctx.idp.calls).toHaveLength(calls);
    reloaded.dispose();
    ctx.auth.dispose();
  });

  it('schedules the renewal without the library and loads it when the timer fires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ctx = setup({ lifetime: 300 });
    await login(ctx);
    ctx.auth.dispose();
    const reloaded = createAuth(settings, { channel: null });
    const events: AuthEvent[] = [];
    reloaded.onEvent((event) => events.push(event));
    const loads = vi.mocked(createUserManager).mock.calls.length;
    await vi.advanceTimersByTimeAsync(224_000);
    expect(vi.mocked(createUserManager).mock.calls.length).toBe(loads);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(vi.mocked(createUserManager).mock.calls.length).toBe(loads + 1);
    expect(ctx.idp.calls.map((call) => call.form.get('refresh_token'))).toContain('rt-1');
    const renewed = events.find((event) => event.type === 'userLoaded');
    expect(renewed?.type === 'userLoaded' && renewed.user.refresh_token).toBe('rt-2');
    expect(reloaded.storedUser()?.refresh_token).toBe('rt-2');
    reloaded.dispose();
  });

  it('treats an expired session as signed in only while it has a refresh token', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = Math.floor(Date.now() / 1000);
    const key = `${HOST}oidc.user:${AUTHORITY}:${CLIENT_ID}`;
    const stored = (patch: Record<string, unknown>) =>
      sessionStorage.setItem(
        key,
        JSON.stringify({
          access_token: 'at',
          token_type: 'Bearer',
          profile: { sub: 'jan' },
          expires_at: at + 60,
          ...patch,
        }),
      );
    const auth = createAuth(settings);
    stored({});
    expect(auth.storedUser()?.access_token).toBe('at');
    stored({ expires_at: at });
    expect(auth.storedUser()).toBeNull();
    stored({ expires_at: at, refresh_token: 'rt' });
    expect(auth.storedUser()?.refresh_token).toBe('rt');
    sessionStorage.setItem(key, 'not a user');
    expect(auth.storedUser()).toBeNull();
    auth.dispose();
  });
});

describe('createAuth: refresh at 75 % of the lifetime (spec §4, §9)', () => {
  it('renews by refresh token after 225 s of a 300 s token, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ctx = setup({ lifetime: 300 });
    await login(ctx);
    const refreshes = () =>
      ctx.idp.calls.filter((call) => call.form.get('grant_type') === 'refresh_token');
    await vi.advanceTimersByTimeAsync(224_000);
    expect(refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]?.form.get('refresh_token')).toBe('rt-1');
    expect(ctx.events.map((event) => event.type)).toContain('accessTokenExpiring');
    // The new token schedules the next renew 225 s later.
    await vi.advanceTimersByTimeAsync(225_000);
    expect(refreshes()).toHaveLength(2);
    ctx.auth.dispose();
  });

  it('emits silentRefreshTimeout after 20 s without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ctx = setup({ lifetime: 100, hangOnRefresh: true });
    await login(ctx);
    await vi.advanceTimersByTimeAsync(75_000);
    expect(ctx.events.map((event) => event.type)).not.toContain('silentRefreshTimeout');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ctx.events.map((event) => event.type)).toContain('silentRefreshTimeout');
    ctx.auth.dispose();
  });

  it('refreshes an expired token before handing it out, and reports a refresh error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ctx = setup({ lifetime: 60 });
    await login(ctx);
    ctx.auth.dispose(); // no scheduled renew: the token simply expires
    vi.setSystemTime(Date.now() + 120_000);
    const token = await ctx.auth.getAccessToken();
    expect(token).toMatch(/\./);
    expect(
      ctx.idp.calls.filter((call) => call.form.get('grant_type') === 'refresh_token'),
    ).toHaveLength(1);

    const failing = setup({ lifetime: 60, tokenStatus: 0 });
    failing.idp.fetch.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).endsWith('/token')
        ? Response.json({ error: 'invalid_grant' }, { status: 400 })
        : Response.json({ issuer: AUTHORITY, token_endpoint: `${AUTHORITY}/token` }),
    );
    vi.setSystemTime(Date.now() + 120_000);
    expect(await failing.auth.getAccessToken()).toBeNull();
    expect(failing.events.map((event) => event.type)).toContain('refreshError');
    failing.auth.dispose();
  });
});

describe('createAuth: a refresh token the IdP refuses (ADR 127)', () => {
  it('ends the session at once and records why for /logout (reuse detection, a foreign key)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const ctx = setup({ lifetime: 60 });
    await login(ctx);
    ctx.idp.fetch.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).endsWith('/token')
        ? Response.json({ error: 'invalid_grant' }, { status: 400 })
        : new Response('', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    vi.setSystemTime(Date.now() + 120_000);
    expect(await ctx.auth.getAccessToken()).toBeNull();
    await vi.waitFor(() => expect(ctx.redirects.at(-1)).toContain(`${AUTHORITY}/session/end`), {
      interval: 1,
    });
    const logout = new URL(ctx.redirects.at(-1) ?? '');
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(ENDED_URI);
    expect(ctx.auth.storedUser()).toBeNull();
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'tokenRefused', agent: false });
    ctx.auth.dispose();
  });
});

describe('createAuth: client clock ±10 minutes off the IdP (spec §5)', () => {
  const refreshes = (ctx: ReturnType<typeof setup>) =>
    ctx.idp.calls.filter((call) => call.form.get('grant_type') === 'refresh_token');

  it.each([
    ['ahead', -600],
    ['behind', 600],
  ])(
    'with the clock 10 minutes %s, renews once per three quarters of the lifetime, never in a loop',
    async (_label, offset) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const ctx = setup({ lifetime: 300, clockOffsetSeconds: offset });
      await login(ctx);
      await vi.advanceTimersByTimeAsync(224_000);
      expect(refreshes(ctx)).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(refreshes(ctx)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(224_000);
      expect(refreshes(ctx)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(refreshes(ctx)).toHaveLength(2);
      ctx.auth.dispose();
    },
  );

  it.each([
    ['ahead', -600],
    ['behind', 600],
  ])(
    'with the clock 10 minutes %s, never hands out an expired access token',
    async (_label, offset) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const ctx = setup({ lifetime: 300, clockOffsetSeconds: offset });
      await login(ctx);
      ctx.auth.dispose(); // no renew timer: the token simply runs out
      const first = await ctx.auth.getAccessToken();
      vi.setSystemTime(Date.now() + 299_000);
      expect(await ctx.auth.getAccessToken()).toBe(first);
      expect(refreshes(ctx)).toHaveLength(0);
      vi.setSystemTime(Date.now() + 1_000);
      const renewed = await ctx.auth.getAccessToken();
      expect(renewed).not.toBe(first);
      expect(refreshes(ctx)).toHaveLength(1);
    },
  );
});

describe('createAuth: agent mode and logout (spec §4, §6)', () => {
  it('stores the agent session under host-prefixed keys and adds acr_values', async () => {
    const ctx = setup();
    expect(ctx.auth.startAgentSession('10000001')).toBe(true);
    expect(sessionStorage.getItem(`${HOST}CustomerCode`)).toBe('10000001');
    expect(sessionStorage.getItem(`${HOST}IsAgent`)).toBe('true');
    expect(ctx.auth.agentSession()).toEqual({ customerCode: '10000001' });
    await ctx.auth.signIn(routePaths.agentLogin.href({ id: '10000001' }));
    const authorize = new URL(ctx.redirects[0] ?? '').searchParams;
    expect(authorize.get('acr_values')).toBe('customerid:10000001');
    // A password every time, never an IdP session a closed tab left (ADR 127).
    expect(authorize.get('prompt')).toBe('login');
    expect(authorize.get('max_age')).toBe('0');
    ctx.auth.dispose();
  });

  it('refuses an agent login the IdP answered from an older session (auth_time, ADR 127)', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const ctx = setup({ idClaims: { ...AGENT_CLAIMS, auth_time: iat - 3600 } });
    ctx.auth.startAgentSession('10000001');
    await expect(login(ctx)).rejects.toThrow('auth-time');
    expect(ctx.auth.storedUser()).toBeNull();
    expect(ctx.events.map((event) => event.type)).toContain('tokenValidationError');
  });

  it('asks a customer login for no fresh password', async () => {
    const ctx = setup({ idClaims: { auth_time: Math.floor(Date.now() / 1000) - 3600 } });
    const { authorize, path } = await login(ctx);
    expect(authorize.searchParams.has('prompt')).toBe(false);
    expect(authorize.searchParams.has('max_age')).toBe(false);
    expect(path).toBe(routePaths.invoices.href());
  });

  it('refuses agent mode for anything but a customer code (ADR 057)', async () => {
    const ctx = setup();
    expect(ctx.auth.startAgentSession('x')).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(ctx.auth.agentSession()).toBeNull();
    // Keys planted by hand do not make an agent either.
    sessionStorage.setItem(`${HOST}CustomerCode`, 'x');
    sessionStorage.setItem(`${HOST}IsAgent`, 'true');
    expect(ctx.auth.agentSession()).toBeNull();
    await ctx.auth.signIn('/');
    expect(new URL(ctx.redirects[0] ?? '').searchParams.has('acr_values')).toBe(false);
    ctx.auth.dispose();
  });

  it("ends an agent's session everywhere: revokes, removes user and keys, ends the IdP session (ADR 056)", async () => {
    const ctx = setup({ idClaims: AGENT_CLAIMS });
    ctx.auth.startAgentSession('10000001');
    await login(ctx);
    expect(await ctx.auth.signOut()).toBe('redirected');
    const revocations = ctx.idp.calls.filter((call) => call.url.endsWith('/token/revocation'));
    expect(revocations.map((call) => call.form.get('token'))).toEqual(['rt-1']);
    const logout = new URL(ctx.redirects.at(-1) ?? '');
    expect(logout.origin + logout.pathname).toBe(`${AUTHORITY}/session/end`);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(ENDED_URI);
    expect(logout.searchParams.get('id_token_hint')).toMatch(/\./);
    expect(localStorage.getItem('session_ended')).not.toBeNull();
    expect(ctx.auth.storedUser()).toBeNull();
    expect(ctx.auth.agentSession()).toBeNull();
    expect(sessionStorage.getItem(`${HOST}CustomerCode`)).toBeNull();
    expect(sessionStorage.getItem(`${HOST}IsAgent`)).toBeNull();
    expect(Object.keys(sessionStorage).some((key) => key.includes('oidc.user:'))).toBe(false);
    // Back on /logout the page learns why, once.
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'agentLogout', agent: true });
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'agentLogout', agent: true });
    expect(Object.keys(sessionStorage).some((key) => key.includes('vonk-auth.ended'))).toBe(false);
    ctx.auth.dispose();
  });

  it('does nothing for a locked agent', async () => {
    const ctx = setup({ idClaims: { ...AGENT_CLAIMS, agent_locked: true } });
    ctx.auth.startAgentSession('10000001');
    await login(ctx);
    expect(await ctx.auth.signOut()).toBe('locked');
    expect(localStorage.getItem('session_ended')).toBeNull();
    expect(ctx.auth.storedUser()).not.toBeNull();
    ctx.auth.dispose();
  });

  it("ends a session locally for another customer's link, keeping the page (ADR 056)", async () => {
    const ctx = setup({ idClaims: AGENT_CLAIMS });
    ctx.auth.startAgentSession('10000001');
    await login(ctx);
    const redirects = ctx.redirects.length;
    await ctx.auth.endLocalSession();
    expect(ctx.idp.calls.filter((call) => call.url.endsWith('/token/revocation'))).toHaveLength(1);
    expect(ctx.auth.storedUser()).toBeNull();
    expect(ctx.auth.agentSession()).toBeNull();
    expect(ctx.redirects).toHaveLength(redirects);
    expect(localStorage.getItem('session_ended')).toBeNull();
    ctx.auth.dispose();
  });

  it.each([
    ['a customer logs in through an agent link', { role: 'customer' }, 'notAnAgent', false],
    [
      'the tokens are for another customer',
      { role: 'agent', customer_code: '10000002' },
      'otherCustomer',
      true,
    ],
  ])('logs out when %s (ADR 057)', async (_case, idClaims, mismatch, agent) => {
    const ctx = setup({ idClaims });
    ctx.auth.startAgentSession('10000001');
    await ctx.auth.signIn('/');
    const state = new URL(ctx.redirects.at(-1) ?? '').searchParams.get('state') ?? '';
    const callback = `http://${HOST}${routePaths.authCallback.href()}?code=c&state=${state}`;
    const settled = vi.fn();
    void ctx.auth.completeSignIn(callback).then(settled, settled);
    await vi.waitFor(() => expect(ctx.redirects.at(-1)).toContain(`${AUTHORITY}/session/end`), {
      interval: 1,
    });
    expect(settled).not.toHaveBeenCalled();
    expect(ctx.events).toContainEqual({ type: 'agentMismatch', mismatch });
    expect(ctx.auth.storedUser()).toBeNull();
    expect(ctx.auth.agentSession()).toBeNull();
    expect(new URL(ctx.redirects.at(-1) ?? '').searchParams.get('post_logout_redirect_uri')).toBe(
      ENDED_URI,
    );
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'agentMismatch', agent });
    ctx.auth.dispose();
  });

  it('logs out an agent who logged in without an agent link (ADR 057)', async () => {
    const ctx = setup({ idClaims: AGENT_CLAIMS });
    await ctx.auth.signIn('/');
    const state = new URL(ctx.redirects.at(-1) ?? '').searchParams.get('state') ?? '';
    void ctx.auth.completeSignIn(
      `http://${HOST}${routePaths.authCallback.href()}?code=c&state=${state}`,
    );
    await vi.waitFor(() =>
      expect(ctx.events).toContainEqual({ type: 'agentMismatch', mismatch: 'agentWithoutLink' }),
    );
    await vi.waitFor(() => expect(ctx.redirects.at(-1)).toContain('/session/end'));
    ctx.auth.dispose();
  });

  it('revokes only the refresh token, accepts the empty text/plain answer and redirects to the IdP logout', async () => {
    const ctx = setup();
    await login(ctx);
    expect(await ctx.auth.signOut()).toBe('redirected');
    const revocations = ctx.idp.calls.filter((call) => call.url.endsWith('/token/revocation'));
    expect(revocations).toHaveLength(1);
    expect(revocations[0]?.form.get('token_type_hint')).toBe('refresh_token');
    expect(revocations[0]?.form.get('token')).toBe('rt-1');
    const logout = new URL(ctx.redirects.at(-1) ?? '');
    expect(logout.origin + logout.pathname).toBe(`${AUTHORITY}/session/end`);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`http://${HOST}/`);
    expect(localStorage.getItem('session_ended')).not.toBeNull();
    expect(await ctx.auth.getUser()).toBeNull();
    ctx.auth.dispose();
  });

  it('logs this tab out when another tab ends the session, recording why for /logout', async () => {
    const ctx = setup();
    await login(ctx);
    window.dispatchEvent(new StorageEvent('storage', { key: 'session_ended', newValue: '1' }));
    expect(ctx.events).toContainEqual({ type: 'sessionEndedInOtherTab', reason: 'otherTab' });
    expect(await ctx.auth.getUser()).toBeNull();
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'otherTab', agent: false });
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    ctx.auth.dispose();
  });

  describe('tokens a renewal brings in after the session ended (Back shows no data)', () => {
    async function renewalUnderWay() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      let arrive = () => {};
      const arrival = new Promise<void>((resolve) => (arrive = resolve));
      const ctx = setup({ lifetime: 100, refreshArrivesAfter: arrival });
      await login(ctx);
      await vi.advanceTimersByTimeAsync(75_000);
      const grants = ctx.idp.calls.filter(
        (call) => call.form.get('grant_type') === 'refresh_token',
      );
      expect(grants).toHaveLength(1);
      return { ctx, arrive };
    }
    const revoked = (ctx: ReturnType<typeof setup>) =>
      ctx.idp.calls
        .filter((call) => call.url.endsWith('/token/revocation'))
        .map((call) => call.form.get('token'));
    const storedKeys = () =>
      Object.keys(sessionStorage).filter((key) => key.includes('oidc.user:'));

    it('another tab logged out meanwhile: revoked and removed, no user loaded', async () => {
      const { ctx, arrive } = await renewalUnderWay();
      const loaded = () => ctx.events.filter((event) => event.type === 'userLoaded').length;
      const loadedBefore = loaded();
      window.dispatchEvent(new StorageEvent('storage', { key: 'session_ended', newValue: '1' }));
      arrive();
      await vi.waitFor(() => expect(revoked(ctx)).toEqual(['rt-2']));
      await vi.waitFor(() => expect(storedKeys()).toEqual([]));
      expect(ctx.auth.storedUser()).toBeNull();
      expect(await ctx.auth.getAccessToken()).toBeNull();
      expect(loaded()).toBe(loadedBefore);
      // No renewal is scheduled for tokens that are gone.
      await vi.advanceTimersByTimeAsync(300_000);
      expect(
        ctx.idp.calls.filter((call) => call.form.get('grant_type') === 'refresh_token'),
      ).toHaveLength(1);
    });

    it('this tab logged out meanwhile: its own token and the late one are revoked', async () => {
      const { ctx, arrive } = await renewalUnderWay();
      expect(await ctx.auth.signOut()).toBe('redirected');
      arrive();
      await vi.waitFor(() => expect(revoked(ctx)).toEqual(['rt-1', 'rt-2']));
      await vi.waitFor(() => expect(storedKeys()).toEqual([]));
      expect(ctx.auth.storedUser()).toBeNull();
    });
  });

  it('ignores the signal in a tab without a session', () => {
    const ctx = setup();
    window.dispatchEvent(new StorageEvent('storage', { key: 'session_ended', newValue: '2' }));
    expect(ctx.events).toEqual([]);
    ctx.auth.dispose();
  });

  it('ends every tab after an idle timeout and lets each say why (ADR 058)', async () => {
    const ctx = setup();
    await login(ctx);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'session_ended', newValue: '1700000000000 idle' }),
    );
    expect(ctx.events).toContainEqual({ type: 'sessionEndedInOtherTab', reason: 'idle' });
    expect(ctx.auth.storedUser()).toBeNull();
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'idle', agent: false });
    ctx.auth.dispose();
  });

  it("leaves the identity provider to the other tab when that tab's end arrives first (two tabs timing out)", async () => {
    const ctx = setup();
    await login(ctx);
    const redirects = ctx.redirects.length;
    const out = ctx.auth.signOut('idle');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'session_ended', newValue: '1700000000001 idle' }),
    );
    expect(await out).toBe('redirected');
    // No second end-session at the provider: it would find the first tab's logout state gone.
    expect(ctx.redirects).toHaveLength(redirects);
    expect(ctx.events).toContainEqual({ type: 'sessionEndedInOtherTab', reason: 'idle' });
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'idle', agent: false });
    ctx.auth.dispose();
  });

  it("finishes its own logout once it has begun, when another tab's arrives meanwhile", async () => {
    const ctx = setup();
    await login(ctx);
    const out = ctx.auth.signOut('idle');
    await vi.waitFor(() => expect(localStorage.getItem('session_ended')).toMatch(/ idle$/));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'session_ended', newValue: '1700000000001 idle' }),
    );
    expect(await out).toBe('redirected');
    expect(ctx.events.map((event) => event.type)).not.toContain('sessionEndedInOtherTab');
    expect(new URL(ctx.redirects.at(-1) ?? '').searchParams.get('post_logout_redirect_uri')).toBe(
      ENDED_URI,
    );
    ctx.auth.dispose();
  });

  it('names an idle logout in the signal to the other tabs', async () => {
    const ctx = setup();
    await login(ctx);
    expect(await ctx.auth.signOut('idle')).toBe('redirected');
    expect(localStorage.getItem('session_ended')).toMatch(/^\d+ idle$/);
    expect(new URL(ctx.redirects.at(-1) ?? '').searchParams.get('post_logout_redirect_uri')).toBe(
      ENDED_URI,
    );
    expect(ctx.auth.takeEndedSession()).toEqual({ reason: 'idle', agent: false });
    ctx.auth.dispose();
  });

  it('stops listening after unsubscribe', async () => {
    const ctx = setup();
    const listener = vi.fn();
    const off = ctx.auth.onEvent(listener);
    off();
    await login(ctx);
    expect(listener).not.toHaveBeenCalled();
    ctx.auth.dispose();
  });
});

describe('createAuth: form drafts belong to who typed them (issue #27, ADR 126)', () => {
  const draft = (owner: string) => `${HOST}FormDraft.${owner}:mijn-gegevens`;
  const ownerKey = `${HOST}FormDraftOwner`;

  it.each([
    // who held the tab's drafts, who signs in, are they kept
    ['jan (after a 401)', 'jan', {}, true],
    ['piet', 'piet', {}, false],
    [
      'the agent for 10000004',
      'jan',
      { sub: 'jan', role: 'agent', customer_code: '10000004' },
      false,
    ],
  ])('a sign-in as %s keeps the draft: %#', async (_, sub, claims, kept) => {
    // The tab held jan's draft (no agent), as a 401 left it.
    const before = await draftOwner('jan', null);
    sessionStorage.setItem(ownerKey, before);
    sessionStorage.setItem(draft(before), '{"email":"jan@example.nl"}');
    const ctx = setup({ idClaims: { sub, ...claims } });
    if ('customer_code' in claims) ctx.auth.startAgentSession('10000004');
    await login(ctx);
    expect(sessionStorage.getItem(draft(before)) !== null).toBe(kept);
    expect(sessionStorage.getItem(ownerKey)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a logout', undefined, {}, false],
    ['an idle timeout', 'idle' as const, {}, false],
    ['a 401', undefined, { keepDrafts: true }, true],
  ])('%s clears the drafts unless it was a 401: %#', async (_, reason, options, kept) => {
    const ctx = setup();
    await login(ctx);
    const owner = sessionStorage.getItem(ownerKey) ?? '';
    sessionStorage.setItem(draft(owner), '{}');
    sessionStorage.setItem(`${HOST}FormDraft:retour-label`, '{}');
    expect(await ctx.auth.signOut(reason, options)).toBe('redirected');
    expect(sessionStorage.getItem(draft(owner)) !== null).toBe(kept);
    expect(sessionStorage.getItem(`${HOST}FormDraft:retour-label`) !== null).toBe(kept);
  });

  it('another tab ending the session clears this tab’s drafts', async () => {
    const ctx = setup();
    await login(ctx);
    sessionStorage.setItem(`${HOST}FormDraft:retour-label`, '{}');
    window.dispatchEvent(new StorageEvent('storage', { key: 'session_ended', newValue: '1' }));
    expect(sessionStorage.getItem(`${HOST}FormDraft:retour-label`)).toBeNull();
  });
});
