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
 * Issue and expiry time of the user's access token. The sandbox and production issue JWT access
 * tokens that carry `iat`/`exp`; for an opaque token the lifetime is taken from `expires_in`
 * at the moment it was loaded (`loadedAt`, epoch ms), which is exact right after a token response.
 */
export function tokenTimes(
  user: Pick<SessionUser, 'access_token' | 'expires_at'>,
  loadedAt: number,
): TokenTimes | null {
  const claims = jwtClaims(user.access_token);
  if (claims && typeof claims.iat === 'number' && typeof claims.exp === 'number') {
    return { issuedAt: claims.iat, expiresAt: claims.exp };
  }
  if (user.expires_at === undefined) return null;
  const remaining = user.expires_at - loadedAt / 1000;
  return { issuedAt: loadedAt / 1000, expiresAt: loadedAt / 1000 + Math.max(0, remaining) };
}
