import { IndexedDbDPoPStore, WebStorageStateStore } from 'oidc-client-ts';
import type { UserManagerSettings } from 'oidc-client-ts';

/** oidc-client-ts's DPoP store (its type is not exported by name). */
export type DPoPStore = NonNullable<UserManagerSettings['dpop']>['store'];
import { IDP_REQUEST_TIMEOUT_SECONDS, SILENT_REFRESH_TIMEOUT_SECONDS } from './authConstants.ts';
import { AUTH_SCOPE, FILTERED_PROTOCOL_CLAIMS } from './oidcProtocol.ts';

export interface AuthSettings {
  authority: string;
  clientId: string;
  /** `${origin}/auth-callback` (spec §7.1). */
  redirectUri: string;
  postLogoutRedirectUri?: string;
  /**
   * Where the IdP sends the tab back after the portal ended a session itself (an agent's logout,
   * idle timeout, agent mismatch): `${origin}/logout`, which says why (ADR 056). Registered at
   * the IdP as a post-logout redirect URI.
   */
  endedSessionUri?: string;
  /** Where the user, login state and agent keys live. Default sessionStorage, never localStorage. */
  storage?: Storage;
  /** Prefix of session keys (spec §9 `{host}`). Default location.host. */
  host?: string;
  /**
   * Where the browser's DPoP key lives (ADR 127). Default oidc-client-ts's IndexedDB store, kept
   * across logouts (`keptDpopStore`); none where IndexedDB is missing (unit tests), and then the
   * IdP, which binds every portal token, refuses the login.
   */
  dpopStore?: DPoPStore;
}

/**
 * The IndexedDB store, except that the library's removal at every removeUser is ignored: the key
 * is the browser's, shared by its tabs (an agent's other customers, a refresh another tab
 * rotated), and a tab ending its own session must not void theirs. It never leaves the browser.
 */
function keptDpopStore(): DPoPStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  const store = new IndexedDbDPoPStore();
  return {
    set: (key, value) => store.set(key, value),
    get: (key) => store.get(key),
    remove: (key) => store.get(key),
    getAllKeys: () => store.getAllKeys(),
  };
}

/**
 * oidc-client-ts settings for the portal (spec §4, §5, §7.1, §9 and the toolchain notes).
 *
 * - Code flow with PKCE S256 (automatic with response_type 'code').
 * - `loadUserInfo: false`: the IdP's /me rejects JWT access tokens; profile comes from the ID token.
 * - `filterProtocolClaims` is an explicit list so `acr` (agent customer id) survives.
 * - `automaticSilentRenew: false`: the library's expiring timer fires a fixed number of seconds
 *   before expiry, set before the lifetime is known; createAuth schedules the refresh-token renew
 *   itself at 75 % of the lifetime (spec §4). No iframe: silent renew uses the refresh token.
 * - Clock skew (spec §5, 600 s) is not a setting in oidc-client-ts 3; createAuth checks ID-token
 *   times with it (validateIdTokenClaims).
 * - Only the refresh token is revoked at logout, and the IdP's empty text/plain answer is accepted.
 * - DPoP (ADR 127): the code and every token are bound to a non-extractable key in IndexedDB
 *   (`bind_authorization_code` sends its thumbprint with the login), so a copied token is useless
 *   elsewhere. The API's proofs are made by the portal from the same key (no library needed).
 * - The user lives under the prefix storedSession reads without the library (ADR 032):
 *   `oidcStorePrefix(host)`, written out here because this module lives in the lazily loaded auth
 *   chunk, which imports nothing from the entry (ADR 107); a test holds the two together.
 *   Importing this module imports oidc-client-ts: createAuth reaches it only through `import()`.
 */
export function userManagerSettings(
  settings: AuthSettings,
  storage: Storage,
  host: string,
): UserManagerSettings {
  const store = new WebStorageStateStore({ store: storage, prefix: `${host}oidc.` });
  const dpopStore = settings.dpopStore ?? keptDpopStore();
  return {
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    post_logout_redirect_uri: settings.postLogoutRedirectUri,
    response_type: 'code',
    scope: AUTH_SCOPE,
    loadUserInfo: false,
    filterProtocolClaims: FILTERED_PROTOCOL_CLAIMS,
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: SILENT_REFRESH_TIMEOUT_SECONDS,
    // Token exchange, refresh and revocation: a hung IdP ends in an error, not a spinner.
    requestTimeoutInSeconds: IDP_REQUEST_TIMEOUT_SECONDS,
    monitorSession: false,
    userStore: store,
    stateStore: store,
    revokeTokenTypes: ['refresh_token'],
    revokeTokenAdditionalContentTypes: ['text/plain'],
    ...(dpopStore && { dpop: { store: dpopStore, bind_authorization_code: true } }),
  };
}
