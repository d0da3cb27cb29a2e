// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelHub } from '../testing/channelHub.ts';
import { AUTHORITY, CLIENT_ID } from '../testing/fakeIdp.ts';
import { fakeLocks } from '../testing/fakeLocks.ts';
import { copyStorage, memoryStorage } from '../testing/memoryStorage.ts';
import { rotatingIdp } from '../testing/rotatingIdp.ts';
import type { AuthEvent } from './AuthEvent.ts';
import { AUTH_CHANNEL_NAME } from './authConstants.ts';
import { isExpired } from './SessionUser.ts';
import { createAuth } from './createAuth.ts';
import type { Auth } from './createAuth.ts';
import { createUserManager } from './createUserManager.ts';
import type { TabChannel } from './tabChannel.ts';
import { tokenFingerprint } from './tokenFingerprint.ts';
import { routePaths } from '../navigation/routePaths.ts';

// The real module, watched: which tabs loaded oidc-client-ts.
vi.mock('./createUserManager.ts', { spy: true });

const HOST = 'localhost:5173';
const LIFETIME = 300;

interface Tab {
  auth: Auth;
  storage: Storage;
  events: AuthEvent[];
}

function world({ delayMs = 0 } = {}) {
  const idp = rotatingIdp({ lifetime: LIFETIME });
  vi.stubGlobal('fetch', idp.fetch);
  const redirects: string[] = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url: string | URL) => {
    redirects.push(String(url));
    idp.rememberNonce(String(url));
    window.dispatchEvent(new Event('pageshow'));
  });
  const shared = memoryStorage();
  const hub = channelHub({ delayMs });
  const locks = fakeLocks();
  const tabs: Tab[] = [];

  const open = (
    storage: Storage,
    channel: TabChannel | null = hub.open(AUTH_CHANNEL_NAME),
  ): Tab => {
    const auth = createAuth(
      {
        authority: AUTHORITY,
        clientId: CLIENT_ID,
        redirectUri: `http://${HOST}${routePaths.authCallback.href()}`,
        host: HOST,
        storage,
      },
      { localStorage: shared, locks: locks.locks, channel },
    );
    const tab: Tab = { auth, storage, events: [] };
    auth.onEvent((event) => tab.events.push(event));
    tabs.push(tab);
    return tab;
  };

  const login = async (tab: Tab) => {
    await tab.auth.signIn(routePaths.dashboard.href());
    const state = new URL(redirects.at(-1) ?? '').searchParams.get('state') ?? '';
    await tab.auth.completeSignIn(
      `http://${HOST}${routePaths.authCallback.href()}?code=c&state=${state}`,
    );
  };

  return { idp, hub, locks, shared, tabs, open, login };
}

/** The access token this tab would put on the next API call, if it is still valid now. */
async function validToken(tab: Tab): Promise<string | null> {
  const user = await tab.auth.getUser();
  if (!user || isExpired(user, Date.now())) return null;
  const claims = JSON.parse(atob(user.access_token.split('.')[1] ?? '')) as { exp: number };
  return claims.exp * 1000 > Date.now() ? user.access_token : null;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('refresh-token rotation across tabs (issue 4)', () => {
  it.each([
    ['arrives at once', 0],
    ['arrives after the lock changed hands', 40],
  ])(
    'three tabs for one simulated hour: one renewal at a time, no invalid_grant (message %s)',
    async (_case, delayMs) => {
      const w = world({ delayMs });
      const first = w.open(memoryStorage());
      await w.login(first);
      // Tabs opened from the portal by duplicating start with a copy of its sessionStorage.
      w.open(copyStorage(first.storage));
      w.open(copyStorage(first.storage));

      for (let second = 0; second < 3600; second += 5) {
        await vi.advanceTimersByTimeAsync(5_000);
        for (const tab of w.tabs) expect(await validToken(tab)).not.toBeNull();
      }

      expect(w.idp.invalidGrants()).toBe(0);
      // 75 % of 300 s: a renewal every 225 s, 16 in an hour, by one tab each time.
      expect(w.idp.refreshes).toHaveLength(16);
      expect(new Set(w.idp.refreshes).size).toBe(16);
      expect(w.locks.maxConcurrent()).toBe(1);
      // The hour's last renewal falls on its last second; its broadcast may still be on the way
      // (delayMs on the fake clock), so let the clock run until every tab holds the newest token.
      await vi.waitFor(async () => {
        const tokens = await Promise.all(w.tabs.map((tab) => tab.auth.getUser()));
        expect(new Set(tokens.map((user) => user?.refresh_token))).toEqual(new Set(['rt-17']));
      });
      expect(w.idp.refreshes).toHaveLength(16);
      for (const tab of w.tabs) {
        expect(tab.events.map((event) => event.type)).not.toContain('refreshError');
        expect(tab.events.map((event) => event.type)).not.toContain('silentRefreshTimeout');
        tab.auth.dispose();
      }
      // Only fingerprints of spent tokens are shared; tokens themselves stay in sessionStorage.
      expect(w.shared.getItem(`${HOST}vonk-auth.spent`)).not.toMatch(/rt-/);
      expect(JSON.stringify(w.hub.sent)).not.toContain('"replaces":"rt-');
    },
    // 720 fake-clock steps × 3 tabs: about 2 s of real CPU alone, over 5 s on a loaded machine.
    30_000,
  );

  it('a tab adopts the renewed tokens of another tab without loading oidc-client-ts', async () => {
    const w = world();
    const first = w.open(memoryStorage());
    await w.login(first);
    const second = w.open(copyStorage(first.storage));
    const loads = vi.mocked(createUserManager).mock.calls.length;

    await vi.advanceTimersByTimeAsync(225_000);
    expect(w.idp.refreshes).toHaveLength(1);
    // The first tab renewed with the library it loaded at login; the second only adopted.
    expect(vi.mocked(createUserManager).mock.calls.length).toBe(loads);
    expect(second.auth.storedUser()?.refresh_token).toBe('rt-2');
    expect(second.events.map((event) => event.type)).toContain('userLoaded');
    w.tabs.forEach((tab) => tab.auth.dispose());
  });

  it('leaves a tab of another session alone (an agent working for another customer)', async () => {
    const w = world();
    const jan = w.open(memoryStorage());
    await w.login(jan);
    const other = w.open(memoryStorage());
    await w.login(other);
    const before = (await other.auth.getUser())?.refresh_token;

    await vi.advanceTimersByTimeAsync(225_000);
    // Both sessions renewed their own grant; neither adopted the other's tokens.
    expect(w.idp.invalidGrants()).toBe(0);
    expect((await other.auth.getUser())?.refresh_token).not.toBe(before);
    expect((await jan.auth.getUser())?.refresh_token).not.toBe(
      (await other.auth.getUser())?.refresh_token,
    );
    expect(w.idp.refreshes).toHaveLength(2);
    w.tabs.forEach((tab) => tab.auth.dispose());
  });

  it('waits for the announcement of a spent token and never sends it; 20 s without one is a timeout', async () => {
    const w = world();
    const tab = w.open(memoryStorage(), null);
    await w.login(tab);
    const spentToken = (await tab.auth.getUser())?.refresh_token ?? '';
    // Another tab spent this token but its message never arrives (that tab was closed).
    w.shared.setItem(
      `${HOST}vonk-auth.spent`,
      JSON.stringify([[tokenFingerprint(spentToken), Date.now()]]),
    );

    await vi.advanceTimersByTimeAsync(225_000);
    expect(tab.events.map((event) => event.type)).toContain('accessTokenExpiring');
    await vi.advanceTimersByTimeAsync(19_000);
    expect(tab.events.map((event) => event.type)).not.toContain('silentRefreshTimeout');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tab.events.map((event) => event.type)).toContain('silentRefreshTimeout');
    expect(w.idp.refreshes).toHaveLength(0);
    tab.auth.dispose();
  });

  it('ignores foreign messages and announcements for tokens it does not hold', async () => {
    const w = world();
    const tab = w.open(memoryStorage());
    await w.login(tab);
    const sender = w.hub.open(AUTH_CHANNEL_NAME);
    const before = (await tab.auth.getUser())?.refresh_token;
    sender.postMessage({ type: 'somethingElse' });
    sender.postMessage({
      type: 'tokensRenewed',
      replaces: tokenFingerprint('rt-other'),
      user: '{}',
    });
    await vi.advanceTimersByTimeAsync(10);
    expect((await tab.auth.getUser())?.refresh_token).toBe(before);
    tab.auth.dispose();
  });

  it('reports a lock that fails as a refresh error', async () => {
    const w = world();
    const auth = createAuth(
      {
        authority: AUTHORITY,
        clientId: CLIENT_ID,
        redirectUri: `http://${HOST}${routePaths.authCallback.href()}`,
        host: HOST,
        storage: memoryStorage(),
      },
      {
        localStorage: w.shared,
        channel: null,
        locks: { request: () => Promise.reject(new Error('lock refused')) },
      },
    );
    const tab: Tab = { auth, storage: memoryStorage(), events: [] };
    auth.onEvent((event) => tab.events.push(event));
    await w.login(tab);
    await vi.advanceTimersByTimeAsync(225_000);
    expect(tab.events).toContainEqual({ type: 'refreshError', error: new Error('lock refused') });
    auth.dispose();
  });
});
