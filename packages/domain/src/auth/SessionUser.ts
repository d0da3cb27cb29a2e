import { z } from 'zod/mini';

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

// The library writes null for a revoked refresh token and for a missing session state.
const optionalText = z.nullish(z.string());

/** The JSON oidc-client-ts stores for a user (`User.toStorageString`, oidc-client-ts 3). */
const StoredUser = z.object({
  access_token: z.string().check(z.minLength(1)),
  token_type: z.string(),
  refresh_token: optionalText,
  id_token: optionalText,
  scope: optionalText,
  session_state: optionalText,
  expires_at: z.nullish(z.number()),
  profile: z.looseObject({ sub: z.string() }),
});

/** Parses a stored user string; null when it is absent, not JSON or not a user. */
export function parseSessionUser(text: string | null | undefined): SessionUser | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = StoredUser.safeParse(json);
  if (!parsed.success) return null;
  const { profile, ...fields } = parsed.data;
  // Drop nulls: a SessionUser has a field or not.
  const present = Object.entries(fields).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  return { ...(Object.fromEntries(present) as Omit<SessionUser, 'profile'>), profile };
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
