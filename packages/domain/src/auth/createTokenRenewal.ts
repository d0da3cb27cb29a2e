import { User } from 'oidc-client-ts';
import type { UserManager } from 'oidc-client-ts';
import type { AuthEvent } from './AuthEvent.ts';
import { RENEWAL_LOCK_NAME, SILENT_REFRESH_TIMEOUT_SECONDS } from './authConstants.ts';
import type { RenewalLocks } from './renewalLocks.ts';
import type { SpentRefreshTokens } from './spentRefreshTokens.ts';
import type { TabChannel } from './tabChannel.ts';
import { tokenFingerprint } from './tokenFingerprint.ts';

/** Sent on the channel after a renewal: the new user replaces the one holding `replaces`. */
interface TokensRenewedMessage {
  type: 'tokensRenewed';
  /** Fingerprint of the refresh token that was spent. */
  replaces: string;
  /** `User.toStorageString()` of the renewed user. */
  user: string;
}

interface TokenRenewalOptions {
  userManager: UserManager;
  locks: RenewalLocks;
  channel: TabChannel | null;
  spent: SpentRefreshTokens;
  emit: (event: AuthEvent) => void;
}

interface TokenRenewal {
  /** Renews (or picks up another tab's renewal); null on failure or after 20 s. */
  renew(): Promise<User | null>;
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
 * - A tab that gets the lock re-reads its tokens first: if they changed it is done; if its refresh
 *   token is on the spent list the announcement is still on its way, so it waits for it.
 */
export function createTokenRenewal(options: TokenRenewalOptions): TokenRenewal {
  const { userManager, locks, channel, spent, emit } = options;
  let renewing: Promise<User | null> | null = null;
  let closed = false;
  const waiting = new Map<string, Set<(user: User) => void>>();

  async function adopt(message: TokensRenewedMessage) {
    const current = await userManager.getUser();
    if (!current?.refresh_token || tokenFingerprint(current.refresh_token) !== message.replaces)
      return;
    const user = User.fromStorageString(message.user);
    await userManager.storeUser(user);
    await userManager.events.load(user);
    waiting.get(message.replaces)?.forEach((resolve) => resolve(user));
  }

  if (channel) {
    channel.onmessage = (event) => {
      if (isTokensRenewed(event.data)) void adopt(event.data);
    };
  }

  function announce(replaces: string, user: User) {
    spent.add(replaces);
    if (!channel || closed) return;
    const message: TokensRenewedMessage = {
      type: 'tokensRenewed',
      replaces,
      user: user.toStorageString(),
    };
    channel.postMessage(message);
  }

  /** Another tab spent `fingerprint`; resolves with its tokens once they arrive, or null after 20 s. */
  function awaitAnnouncement(fingerprint: string, staleToken: string): Promise<User | null> {
    return new Promise((resolve) => {
      const resolvers = waiting.get(fingerprint) ?? new Set<(user: User) => void>();
      waiting.set(fingerprint, resolvers);
      const finish = (user: User | null) => {
        clearTimeout(timer);
        resolvers.delete(done);
        if (resolvers.size === 0) waiting.delete(fingerprint);
        resolve(user);
      };
      const done = (user: User) => finish(user);
      resolvers.add(done);
      const timer = setTimeout(() => {
        emit({ type: 'silentRefreshTimeout' });
        finish(null);
      }, TIMEOUT_MS);
      // It may have been adopted between reading the tokens and registering here.
      void userManager.getUser().then((user) => {
        if (user?.refresh_token && user.refresh_token !== staleToken) finish(user);
      });
    });
  }

  /** Runs under the lock. Answers through `answer` as soon as known; returns once the request settled. */
  async function renewUnderLock(
    stale: User | null,
    answer: (user: User | null) => void,
  ): Promise<void> {
    const current = await userManager.getUser();
    if (current && !current.expired && current.refresh_token !== stale?.refresh_token) {
      answer(current); // another tab renewed while this one waited for the lock
      return;
    }
    const token = current?.refresh_token;
    const fingerprint = token ? tokenFingerprint(token) : undefined;
    if (token && fingerprint && spent.has(fingerprint)) {
      answer(await awaitAnnouncement(fingerprint, token));
      return;
    }
    const request = userManager
      .signinSilent({ silentRequestTimeoutInSeconds: SILENT_REFRESH_TIMEOUT_SECONDS })
      .then((user) => {
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
        const stale = await userManager.getUser();
        try {
          return await new Promise<User | null>((resolve) => {
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
