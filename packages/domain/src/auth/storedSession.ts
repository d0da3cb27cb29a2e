import { parseSessionUser, serializeSessionUser } from './SessionUser.ts';
import type { SessionUser } from './SessionUser.ts';

/** Prefix of every oidc-client-ts entry (user and login state) in the session storage. */
export const oidcStorePrefix = (host: string): string => `${host}oidc.`;

/** The key oidc-client-ts 3 stores the user under (`UserManager._userStoreKey`, plus our prefix). */
export const storedUserKey = (host: string, authority: string, clientId: string): string =>
  `${oidcStorePrefix(host)}user:${authority}:${clientId}`;

export interface StoredSession {
  /** The stored user, read synchronously; null when absent or unreadable. */
  read(): SessionUser | null;
  write(user: SessionUser): void;
  remove(): void;
}

/**
 * The user oidc-client-ts stores, read and written without the library, in the library's own
 * format and place: a page load of a signed-in customer never loads it (ADR 032).
 */
export function storedSession(storage: Storage, key: string): StoredSession {
  return {
    read: () => parseSessionUser(storage.getItem(key)),
    write: (user) => storage.setItem(key, serializeSessionUser(user)),
    remove: () => storage.removeItem(key),
  };
}
