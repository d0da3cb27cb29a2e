import type { AuthEvent } from './AuthEvent.ts';
import { RENEWAL_LOCK_NAME, SILENT_REFRESH_TIMEOUT_SECONDS } from './authConstants.ts';
import type { RenewalLocks } from './renewalLocks.ts';
import { isExpired, parseSessionUser, serializeSessionUser } from './SessionUser.ts';
import type { SessionUser } from './SessionUser.ts';
import type { SpentRefreshTokens } from './spentRefreshTokens.ts';
import type { StoredSession } from './storedSession.ts';
import type { TabChannel } from './tabChannel.ts';
import { tokenFingerprint } from './tokenFingerprint.ts';

/** Sent on the channel after a renewal: the new user replaces the one holding `replaces`. */
interface TokensRenewedMessage {
  type: 'tokensRenewed';
  /** Fingerprint of the refresh token that was spent. */
  replaces: string;
  /** The renewed user as oidc-client-ts stores it (`User.toStorageString()`). */
  user: string;
}

interface TokenRenewalOptions {
  /** This tab's stored user, read and written without oidc-client-ts. */
  session: StoredSession;
  /** The refresh-token grant (oidc-client-ts signinSilent, loaded on demand); stores the user. */
  refresh: () => Promise<SessionUser | null>;
  /** Another tab's tokens were adopted and stored: announce them as loaded in this tab. */
  adopted: (user: SessionUser) => void;
  now: () => number;
  locks: RenewalLocks;
  channel: TabChannel | null;
  spent: SpentRefreshTokens;
  emit: (event: AuthEvent) => void;
}

interface TokenRenewal {
  /** Renews (or picks up another tab's renewal); null on failure or after 20 s. */
  renew(): Promise<SessionUser | null>;
  dispose(): void;
}

const TIMEOUT_MS = SILENT_REFRESH_TIMEOUT_SECONDS * 1000;

const isTokensRenewed = (data: unknown): data is TokensRenewedMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as TokensRenewedMessage).type === 'tokensRenewed' &&
  typeof (data as TokensRenewedMessage).replaces === 'string' &&
  typeof (data as TokensRenewedMessage).user === 'string';

/**
 * Refresh-token renewal that survives several tabs of one session (refresh tokens rotate: using a
 * spent one gives invalid_grant and revokes the whole grant).
 *
 * - One renewal at a time across tabs: the request runs under the Web Lock `vonk-token-renewal`,
 *   held until the token request has settled (not merely until the 20 s timeout).
 * - The renewing tab announces the new tokens on the `vonk-auth` channel with the fingerprint of
 *   the token it spent; a tab holding that token adopts them (stores and loads the user). Tabs of
 *   other sessions (an agent working for another customer) hold other tokens and ignore it.
 *   Adopting needs no oidc-client-ts: the user is stored in the library's own format.
 * - A tab that gets the lock re-reads its tokens first: if they changed it is done; if its refresh
 *   token is on the spent list the announcement is still on its way, so it waits for it.
 */
export function createTokenRenewal(options: TokenRenewalOptions): TokenRenewal {
  const { session, refresh, adopted, now, locks, channel, spent, emit } = options;
  let renewing: Promise<SessionUser | null> | null = null;
  let closed = false;
  const waiting = new Map<string, Set<(user: SessionUser) => void>>();

  function adopt(message: TokensRenewedMessage) {
    const current = session.read();
    if (!current?.refresh_token || tokenFingerprint(current.refresh_token) !== message.replaces)
      return;
    const user = parseSessionUser(message.user);
    if (!user) return;
    session.write(user);
    adopted(user);
    waiting.get(message.replaces)?.forEach((resolve) => resolve(user));
  }

  if (channel) {
    channel.onmessage = (event) => {
      if (isTokensRenewed(event.data)) adopt(event.data);
    };
  }

  function announce(replaces: string, user: SessionUser) {
    spent.add(replaces);
    if (!channel || closed) return;
    const message: TokensRenewedMessage = {
      type: 'tokensRenewed',
      replaces,
      user: serializeSessionUser(user),
    };
    channel.postMessage(message);
  }

  /** Another tab spent `fingerprint`; resolves with its tokens once they arrive, or null after 20 s. */
  function awaitAnnouncement(fingerprint: string, staleToken: string): Promise<SessionUser | null> {
    return new Promise((resolve) => {
      const resolvers = waiting.get(fingerprint) ?? new Set<(user: SessionUser) => void>();
      waiting.set(fingerprint, resolvers);
      const finish = (user: SessionUser | null) => {
        clearTimeout(timer);
        resolvers.delete(done);
        if (resolvers.size === 0) waiting.delete(fingerprint);
        resolve(user);
      };
      const done = (user: SessionUser) => finish(user);
      resolvers.add(done);
      const timer = setTimeout(() => {
        emit({ type: 'silentRefreshTimeout' });
        finish(null);
      }, TIMEOUT_MS);
      // It may have been adopted between reading the tokens and registering here.
      const user = session.read();
      if (user?.refresh_token && user.refresh_token !== staleToken) finish(user);
    });
  }

  /** Runs under the lock. Answers through `answer` as soon as known; returns once the request settled. */
  async function renewUnderLock(
    stale: SessionUser | null,
    answer: (user: SessionUser | null) => void,
  ): Promise<void> {
    const current = session.read();
    if (current && !isExpired(current, now()) && current.refresh_token !== stale?.refresh_token) {
      answer(current); // another tab renewed while this one waited for the lock
      return;
    }
    const token = current?.refresh_token;
    const fingerprint = token ? tokenFingerprint(token) : undefined;
    if (token && fingerprint && spent.has(fingerprint)) {
      answer(await awaitAnnouncement(fingerprint, token));
      return;
    }
    const request = refresh().then((user) => {
      if (user && fingerprint) announce(fingerprint, user);
      return user;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([request, timeout]);
      if (result === 'timeout') emit({ type: 'silentRefreshTimeout' });
      answer(result === 'timeout' ? null : result);
    } catch (error) {
      emit({
        type: 'refreshError',
        error: error instanceof Error ? error : new Error(String(error)),
      });
      answer(null);
    } finally {
      clearTimeout(timer);
    }
    // Keep the lock until the request is over: a late answer still rotates the token.
    await request.catch(() => undefined);
  }

  return {
    renew() {
      renewing ??= (async () => {
        const stale = session.read();
        try {
          return await new Promise<SessionUser | null>((resolve) => {
            locks
              .request(RENEWAL_LOCK_NAME, () => renewUnderLock(stale, resolve))
              .catch((error: unknown) => {
                emit({
                  type: 'refreshError',
                  error: error instanceof Error ? error : new Error(String(error)),
                });
                resolve(null);
              });
          });
        } finally {
          renewing = null;
        }
      })();
      return renewing;
    },

    dispose() {
      closed = true;
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
  };
}
