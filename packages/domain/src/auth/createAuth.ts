import type { User, UserManager } from 'oidc-client-ts';
import type { AuthEvent } from './AuthEvent.ts';
import { agentMismatch } from './agentMismatch.ts';
import { agentSessionKeys } from './agentSessionKeys.ts';
import { adoptDraftOwner, clearFormDrafts, draftOwner } from '../forms/draftOwner.ts';
import { SESSION_ENDED_KEY, SILENT_REFRESH_TIMEOUT_SECONDS } from './authConstants.ts';
import { createNonce } from './createNonce.ts';
import { loadDiscovery } from './discovery.ts';
import { createTokenRenewal } from './createTokenRenewal.ts';
import { isCustomerCode } from './customerCode.ts';
import { recordEndedSession, takeEndedSession } from './endedSession.ts';
import type { EndedSession, SessionEndReason } from './endedSession.ts';
import { defaultRenewalLocks } from './renewalLocks.ts';
import type { RenewalLocks } from './renewalLocks.ts';
import { renewDelay } from './renewDelay.ts';
import { safeTargetPath } from './safeTargetPath.ts';
import { sessionProfile } from './SessionProfile.ts';
import type { SessionProfile } from './SessionProfile.ts';
import { isExpired, parseSessionUser } from './SessionUser.ts';
import type { SessionUser } from './SessionUser.ts';
import { spentRefreshTokens } from './spentRefreshTokens.ts';
import { storedSession, storedUserKey } from './storedSession.ts';
import { openTabChannel } from './tabChannel.ts';
import type { TabChannel } from './tabChannel.ts';
import { tokenTimes } from './tokenTimes.ts';
import type { AuthSettings } from './userManagerSettings.ts';
import type { EarlySignIn } from './createUserManager.ts';
import type * as LazyAuth from './createUserManager.ts';

export interface Auth {
  /**
   * Redirects to the IdP. `targetPath` travels in the OIDC state (spec §2.6: paths containing
   * auth-callback or agentlogin start from '/'); agent mode adds acr_values=customerid:{code}.
   */
  signIn(targetPath?: string): Promise<void>;
  /**
   * Completes the code flow exactly once even when called twice (StrictMode); resolves the target
   * path. Already logged in (a reload of /auth-callback) → '/' without touching the IdP.
   */
  completeSignIn(url?: string): Promise<string>;
  /**
   * Spec §4 logout. A locked agent's own logout → 'locked', nothing happens. Otherwise
   * localStorage session_ended is written (other tabs log out), the refresh token is revoked, the
   * user and the agent keys are removed and the browser goes to the IdP's end-session endpoint
   * ('redirected'). An agent's logout, or one with a `reason` (idle, agent mismatch), comes back
   * to `endedSessionUri` with the reason recorded for `takeEndedSession` (ADR 056). The tab's form
   * drafts go too, except after a 401 (`keepDrafts`): the same person signing in again gets
   * theirs back (ADR 126).
   */
  signOut(
    reason?: SessionEndReason,
    options?: { keepDrafts?: boolean },
  ): Promise<'redirected' | 'locked'>;
  /**
   * Ends this tab's session without leaving the page: revokes the refresh token and removes the
   * user, the agent keys and the form drafts; the IdP session stays (an agent switching
   * customers, ADR 056).
   */
  endLocalSession(): Promise<void>;
  /**
   * Why the portal ended this tab's session itself (read by /logout); null otherwise. Removed
   * from storage on first read; the same answer for the rest of this page load.
   */
  takeEndedSession(): EndedSession | null;
  /** The signed-in user; null when absent, or expired without a refresh token. */
  getUser(): Promise<SessionUser | null>;
  /**
   * The same, synchronously from the stored session, without oidc-client-ts: whether a page load
   * is signed in, before any shell code loads (ADR 032).
   */
  storedUser(): SessionUser | null;
  /** A valid access token (refreshing an expired one first), or null. */
  getAccessToken(): Promise<string | null>;
  /**
   * Marks this tab as an agent session for `customerCode` (spec §6); refuses (false, nothing
   * stored) anything that is not a customer code (ADR 057).
   */
  startAgentSession(customerCode: string): boolean;
  /** Agent mode: both keys stored and a valid customer code; null otherwise. */
  agentSession(): { customerCode: string } | null;
  profile(user: Pick<SessionUser, 'profile'>): SessionProfile;
  onEvent(listener: (event: AuthEvent) => void): () => void;
  dispose(): void;
}

export interface AuthEnvironment {
  /** Epoch ms; injectable for tests. */
  now?: () => number;
  /** Shared by all tabs: the session_ended signal and fingerprints of spent refresh tokens. */
  localStorage?: Storage;
  /** Serialises renewals across tabs; default navigator.locks. */
  locks?: RenewalLocks;
  /** Where renewed tokens are announced to other tabs; default BroadcastChannel 'vonk-auth'. */
  channel?: TabChannel | null;
  /**
   * The code redemption the page the IdP sent back to started before the app (`redeemEarly`,
   * ADR 107): completeSignIn takes it, once, for its own URL, authority and client, instead of
   * redeeming the code itself. Undefined (or resolving to undefined): none was started.
   */
  earlySignIn?: Promise<EarlySignIn | undefined>;
}

/** The Web Lock that lets one tab at a time end the session at the identity provider. */
const SESSION_END_LOCK = 'vonk-session-end';

const isNonceError = (error: Error) => /nonce/i.test(error.message);

/** The token endpoint's `invalid_grant` (oidc-client-ts's ErrorResponse carries the code). */
const isRefusedGrant = (error: unknown) =>
  (error as { error?: unknown } | null)?.error === 'invalid_grant';

/** The library's user as our plain SessionUser (the same fields it stores). */
const fromLibrary = (user: User): SessionUser | null => parseSessionUser(user.toStorageString());

/**
 * The portal's single OpenID Connect session: login, refresh at 75 %, agent mode and logout.
 * The stored session is read without oidc-client-ts; the library is loaded on first need (sign-in,
 * callback, renewal, logout), and only then is the IdP's discovery document fetched (ADR 032).
 */
export function createAuth(settings: AuthSettings, env: AuthEnvironment = {}): Auth {
  const storage = settings.storage ?? sessionStorage;
  const host = settings.host ?? location.host;
  const now = env.now ?? Date.now;
  const shared = env.localStorage ?? localStorage;
  const keys = agentSessionKeys(host);
  const session = storedSession(
    storage,
    storedUserKey(host, settings.authority, settings.clientId),
  );

  const listeners = new Set<(event: AuthEvent) => void>();
  const emit = (event: AuthEvent) => listeners.forEach((listener) => listener(event));

  const callbacks = new Map<string, Promise<string>>();
  let ended: EndedSession | null | undefined;
  /** This tab is ending its session (signOut under way). */
  let ending = false;
  /** Another tab ended the session while this one waited to end it (see signOut). */
  let endedByOtherTab = false;
  /** This tab's session is over: nothing that arrives now may sign it in again (ADR 112). */
  const sessionOver = () => ending || endedByOtherTab;
  const locks = env.locks ?? defaultRenewalLocks();
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function schedule(user: SessionUser) {
    clearTimeout(renewTimer);
    const times = tokenTimes(user, now());
    if (disposed || !times || !user.refresh_token) return;
    renewTimer = setTimeout(
      () => {
        emit({ type: 'accessTokenExpiring' });
        void renew();
      },
      renewDelay(times, now()),
    );
  }

  const onUserLoaded = (user: SessionUser) => {
    schedule(user);
    emit({ type: 'userLoaded', user });
  };
  const onLibraryUserLoaded = (user: User) => {
    // Late tokens after a logout are dropped (see refresh), never announced.
    if (sessionOver()) return;
    const loaded = fromLibrary(user);
    if (loaded) onUserLoaded(loaded);
  };
  const onUserUnloaded = () => clearTimeout(renewTimer);

  /** The lazily loaded auth chunk (oidc-client-ts); a failed load may be retried. */
  let lazyChunk: Promise<typeof LazyAuth> | null = null;
  function lazyAuth() {
    lazyChunk ??= import('./createUserManager.ts').catch((error: unknown) => {
      lazyChunk = null;
      throw error;
    });
    return lazyChunk;
  }

  let manager: Promise<UserManager> | null = null;
  /** oidc-client-ts, loaded and set up once; a failed chunk load may be retried. */
  function userManager(): Promise<UserManager> {
    manager ??= Promise.all([lazyAuth(), loadDiscovery(settings.authority, storage, host)]).then(
      ([{ createUserManager }, metadata]) => {
        const created = createUserManager(settings, storage, host, metadata);
        created.events.addUserLoaded(onLibraryUserLoaded);
        created.events.addUserUnloaded(onUserUnloaded);
        return created;
      },
      (error: unknown) => {
        manager = null;
        throw error;
      },
    );
    return manager;
  }

  /** The early redemption, taken once and only for this URL and this login's IdP and client. */
  let early = env.earlySignIn;
  async function takeEarlySignIn(url: string): Promise<EarlySignIn | undefined> {
    // One that failed to start is none: the code is still unspent, this page redeems it.
    const started = await early?.catch(() => undefined);
    early = undefined;
    const ours =
      started?.url === url &&
      started.authority === settings.authority &&
      started.clientId === settings.clientId;
    return ours ? started : undefined;
  }

  const renewal = createTokenRenewal({
    session,
    async refresh() {
      const oidc = await userManager();
      const renewed = await oidc
        .signinSilent({ silentRequestTimeoutInSeconds: SILENT_REFRESH_TIMEOUT_SECONDS })
        .catch((error: unknown) => {
          // The IdP refused the refresh token: spent elsewhere (rotation's reuse detection then
          // ended the whole grant), revoked, or bound to a key this browser lacks. Nothing can
          // renew it: the session ends at once and /logout says why (ADR 127).
          if (isRefusedGrant(error) && !sessionOver())
            void signOut('tokenRefused').catch(() => undefined);
          throw error;
        });
      // The IdP answered before a logout here or in another tab, the answer came after it: the
      // library has stored the new tokens, which would sign this tab in again on Back or reload.
      if (sessionOver()) {
        await dropLateTokens(oidc);
        return null;
      }
      return renewed ? fromLibrary(renewed) : null;
    },
    adopted: onUserLoaded,
    now,
    locks,
    channel: env.channel === undefined ? openTabChannel() : env.channel,
    spent: spentRefreshTokens(shared, `${host}vonk-auth.spent`, now),
    emit,
  });
  const renew = () => renewal.renew();

  const agentSession = (): { customerCode: string } | null => {
    const customerCode = storage.getItem(keys.customerCode);
    if (storage.getItem(keys.isAgent) !== 'true' || !isCustomerCode(customerCode)) return null;
    return { customerCode };
  };

  const removeAgentKeys = () => {
    storage.removeItem(keys.customerCode);
    storage.removeItem(keys.isAgent);
  };

  /** Revokes the refresh token (a failure must not keep anyone signed in), drops user and keys. */
  async function endLocalSession(): Promise<UserManager | null> {
    const user = session.read();
    clearTimeout(renewTimer);
    let oidc: UserManager | null = null;
    try {
      oidc = await userManager();
      if (user?.refresh_token) await oidc.revokeTokens().catch(() => undefined);
      await oidc.removeUser();
    } catch {
      // The IdP or the library chunk is unreachable: the tokens still leave this tab.
    }
    session.remove();
    removeAgentKeys();
    return oidc;
  }

  /** Tokens that arrived after the session ended: revoked at the IdP and removed from this tab. */
  async function dropLateTokens(oidc: UserManager): Promise<void> {
    await oidc.revokeTokens().catch(() => undefined);
    await oidc.removeUser().catch(() => undefined);
    session.remove();
  }

  async function signOut(
    reason?: SessionEndReason,
    options: { keepDrafts?: boolean } = {},
  ): Promise<'redirected' | 'locked'> {
    const agent = agentSession();
    const current = session.read();
    if (!reason && agent && current && sessionProfile(current).agentLocked) return 'locked';
    // One tab at a time ends the session at the identity provider. Tabs timing out together would
    // each start an end-session there, and the second would find the first's logout state gone and
    // stay on the provider's confirm page. A tab that waits hears of the first tab's end (storage
    // event, shown on /logout) and has nothing left to end when its turn comes.
    return locks.request(SESSION_END_LOCK, async () =>
      endedByOtherTab ? 'redirected' : endSession(reason, options.keepDrafts === true),
    );
  }

  async function endSession(reason: SessionEndReason | undefined, keepDrafts: boolean) {
    const user = session.read();
    const agent = agentSession();
    ending = true;
    if (!keepDrafts) clearFormDrafts(storage, host);
    // A new value every time: the storage event only fires when the value changes. An idle end
    // is named, so the other tabs can say why too.
    shared.setItem(SESSION_ENDED_KEY, reason === 'idle' ? `${now()} idle` : String(now()));
    // The tokens say who it was; agent keys alone (a crafted link) do not make an agent.
    const wasAgent = user ? sessionProfile(user).role === 'agent' : agent !== null;
    const oidc = await endLocalSession();
    const comesBack = (wasAgent || reason !== undefined) && settings.endedSessionUri;
    if (comesBack) {
      recordEndedSession(storage, host, { reason: reason ?? 'agentLogout', agent: wasAgent });
    }
    if (!oidc) throw new Error('The identity provider could not be reached to end its session');
    await oidc.signoutRedirect({
      id_token_hint: user?.id_token,
      ...(comesBack ? { post_logout_redirect_uri: settings.endedSessionUri } : {}),
    });
    return 'redirected' as const;
  }

  function storedUser(): SessionUser | null {
    const user = session.read();
    if (!user) return null;
    if (isExpired(user, now()) && !user.refresh_token) return null;
    return user;
  }

  // A reload keeps the user in sessionStorage: restart its renew timer.
  const reloaded = session.read();
  if (reloaded && !isExpired(reloaded, now())) schedule(reloaded);

  const onStorage = (event: StorageEvent) => {
    // A tab ending its own session (two tabs timing out together) finishes that instead.
    if (event.key !== SESSION_ENDED_KEY || event.newValue === null || ending) return;
    endedByOtherTab = true;
    const user = session.read();
    session.remove();
    clearFormDrafts(storage, host);
    onUserUnloaded();
    if (!user) return;
    // This tab shows why on /logout instead of logging in again (ADR 056, 058).
    const reason = event.newValue.endsWith(' idle') ? 'idle' : 'otherTab';
    removeAgentKeys();
    recordEndedSession(storage, host, { reason, agent: sessionProfile(user).role === 'agent' });
    emit({ type: 'sessionEndedInOtherTab', reason });
  };
  window.addEventListener('storage', onStorage);

  async function completeOnce(url: string): Promise<string> {
    const started = await takeEarlySignIn(url);
    // Spec §2.1: /auth-callback completes login only if not yet logged in (e.g. a reload).
    if (!started && storedUser()) return '/';
    let user: User;
    if (started) {
      user = await reported(started.user);
      // Its UserManager is not this one: the user it stored is announced here.
      onLibraryUserLoaded(user);
    } else {
      // Outside reported(): a chunk that fails to load is not a token error (spec §8 reloads).
      const [{ redeemCallback }, oidc] = await Promise.all([lazyAuth(), userManager()]);
      user = await reported(redeemCallback(oidc, url, settings.clientId, now));
    }
    const mismatch = agentMismatch(sessionProfile(user), agentSession()?.customerCode ?? null);
    if (mismatch) {
      emit({ type: 'agentMismatch', mismatch });
      await signOut('agentMismatch');
      // The browser is on its way to the IdP's end-session endpoint.
      return new Promise<never>(() => {});
    }
    // Before the first page of this sign-in renders: drafts of anyone else leave the tab (ADR 126).
    const owner = await draftOwner(user.profile.sub, agentSession()?.customerCode ?? null);
    adoptDraftOwner(storage, host, owner);
    const state = user.state as { targetPath?: string } | undefined;
    return safeTargetPath(state?.targetPath);
  }

  /** A refused code or ID token, reported (spec §8 logs it) and passed on. */
  async function reported(redemption: Promise<User>): Promise<User> {
    try {
      return await redemption;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      emit(
        isNonceError(error)
          ? { type: 'invalidNonce', error }
          : { type: 'tokenValidationError', error },
      );
      throw error;
    }
  }

  return {
    async signIn(targetPath) {
      const agent = agentSession();
      try {
        const oidc = await userManager();
        const target = safeTargetPath(targetPath);
        await oidc.signinRedirect({
          nonce: createNonce(),
          ...(agent
            ? {
                acr_values: `customerid:${agent.customerCode}`,
                // Never an IdP session left by a closed tab: a password every time (ADR 127),
                // and the ID token's auth_time is checked against when this left.
                prompt: 'login',
                max_age: 0,
                state: { targetPath: target, agentLoginAt: now() },
              }
            : { state: { targetPath: target } }),
        });
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        emit({ type: 'discoveryError', error });
        throw error;
      }
    },

    completeSignIn(url = location.href) {
      let pending = callbacks.get(url);
      if (!pending) {
        pending = completeOnce(url);
        callbacks.set(url, pending);
      }
      return pending;
    },

    signOut,

    async endLocalSession() {
      await endLocalSession();
      clearFormDrafts(storage, host);
    },

    takeEndedSession() {
      // Taken from storage once per page load (a reload of /logout starts a normal logout), the
      // same answer for every render of this one.
      if (ended === undefined) ended = takeEndedSession(storage, host);
      return ended;
    },

    getUser: async () => storedUser(),

    storedUser,

    async getAccessToken() {
      const user = storedUser();
      if (!user) return null;
      if (!isExpired(user, now())) return user.access_token;
      const renewed = await renew();
      return renewed?.access_token ?? null;
    },

    startAgentSession(customerCode) {
      if (!isCustomerCode(customerCode)) return false;
      storage.setItem(keys.customerCode, customerCode);
      storage.setItem(keys.isAgent, 'true');
      return true;
    },

    agentSession,

    profile: sessionProfile,

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    dispose() {
      disposed = true;
      clearTimeout(renewTimer);
      renewal.dispose();
      listeners.clear();
      void manager?.then(
        (created) => {
          created.events.removeUserLoaded(onLibraryUserLoaded);
          created.events.removeUserUnloaded(onUserUnloaded);
        },
        () => undefined,
      );
      window.removeEventListener('storage', onStorage);
    },
  };
}
