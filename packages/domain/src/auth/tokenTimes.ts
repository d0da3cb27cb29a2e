import type { SessionUser } from './SessionUser.ts';
import type { TokenTimes } from './renewDelay.ts';

function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(base64));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Issue and expiry time of the user's access token, on this browser's clock. The lifetime comes
 * from the JWT's `iat`/`exp` (the IdP's clock); it is anchored at `expires_at`, which
 * oidc-client-ts set from `expires_in` on this browser's clock. A client clock minutes off the
 * IdP's (spec §5 allows 10) then neither renews at once in a loop (clock ahead) nor after the
 * token died (clock behind). Without `expires_at` the JWT's times are used as they are; for an
 * opaque token the lifetime is taken from `expires_at` at `loadedAt` (epoch ms).
 */
export function tokenTimes(
  user: Pick<SessionUser, 'access_token' | 'expires_at'>,
  loadedAt: number,
): TokenTimes | null {
  const claims = jwtClaims(user.access_token);
  const jwtTimes =
    claims && typeof claims.iat === 'number' && typeof claims.exp === 'number'
      ? { issuedAt: claims.iat, expiresAt: claims.exp }
      : null;
  if (user.expires_at === undefined) return jwtTimes;
  if (jwtTimes) {
    const lifetime = Math.max(0, jwtTimes.expiresAt - jwtTimes.issuedAt);
    return { issuedAt: user.expires_at - lifetime, expiresAt: user.expires_at };
  }
  const remaining = user.expires_at - loadedAt / 1000;
  return { issuedAt: loadedAt / 1000, expiresAt: loadedAt / 1000 + Math.max(0, remaining) };
}
