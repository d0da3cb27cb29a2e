/** ID-token claims as oidc-client-ts keeps them (protocol claims filtered, `acr` kept). */
export type SessionClaims = { sub: string } & Record<string, unknown>;

/**
 * The signed-in user, as plain data: the fields of oidc-client-ts's `User.toStorageString()`, so
 * the stored session can be read without the library (ADR 032).
 */
export interface SessionUser {
  access_token: string;
  token_type: string;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
  session_state?: string;
  /** Epoch seconds the access token expires. */
  expires_at?: number;
  profile: SessionClaims;
}

// The JSON oidc-client-ts stores for a user (`User.toStorageString`, oidc-client-ts 3), checked by
// hand rather than with a zod schema: this runs on every start, and zod would be the only reason
// its code sits in the entry chunk (ADR 084). `storedSession.test.ts` holds it to the library.
const OPTIONAL_TEXTS = ['refresh_token', 'id_token', 'scope', 'session_state'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a stored user string; null when it is absent, not JSON or not a user. */
export function parseSessionUser(text: string | null | undefined): SessionUser | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  const { access_token, token_type, expires_at, profile } = json;
  if (typeof access_token !== 'string' || access_token.length === 0) return null;
  if (typeof token_type !== 'string') return null;
  if (!isRecord(profile) || typeof profile.sub !== 'string') return null;
  // The library writes null for a revoked refresh token and for a missing session state; a
  // SessionUser has a field or not.
  if (expires_at !== undefined && expires_at !== null && typeof expires_at !== 'number') {
    return null;
  }
  const user: SessionUser = { access_token, token_type, profile: profile as SessionClaims };
  if (typeof expires_at === 'number') user.expires_at = expires_at;
  for (const key of OPTIONAL_TEXTS) {
    const value = json[key];
    if (typeof value === 'string') user[key] = value;
    else if (value !== undefined && value !== null) return null;
  }
  return user;
}

/** The same string `User.toStorageString()` writes, so the library reads what we store. */
export function serializeSessionUser(user: SessionUser): string {
  return JSON.stringify({
    id_token: user.id_token,
    session_state: user.session_state ?? null,
    access_token: user.access_token,
    refresh_token: user.refresh_token,
    token_type: user.token_type,
    scope: user.scope,
    profile: user.profile,
    expires_at: user.expires_at,
  });
}

/** oidc-client-ts's `User.expired` (whole seconds, expired at 0); no expiry is never expired. */
export function isExpired(user: Pick<SessionUser, 'expires_at'>, nowMs: number): boolean {
  return user.expires_at !== undefined && user.expires_at - Math.floor(nowMs / 1000) <= 0;
}
