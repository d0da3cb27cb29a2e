import { CLOCK_SKEW_SECONDS } from './authConstants.ts';

interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  /** Epoch ms. */
  now: number;
  skewSeconds?: number;
  /**
   * Epoch ms (this browser's clock) at which an agent's login left for the IdP: the login must
   * have happened after it (ADR 127), never an earlier IdP session reused.
   */
  loginRequestedAt?: number;
}

/** auth_time is whole seconds and the offset estimate is off by the network: a little slack. */
export const FRESH_LOGIN_TOLERANCE_SECONDS = 5;

/**
 * Spec §5: the ID token's audience, subject, issued-at, issuer and expiry are checked with a
 * 10-minute clock skew (the nonce is checked by oidc-client-ts); an agent's login must be fresh
 * (`loginRequestedAt`). Returns the problem, or null.
 */
export function validateIdTokenClaims(
  claims: Record<string, unknown>,
  expect: IdTokenExpectations,
): string | null {
  const skew = expect.skewSeconds ?? CLOCK_SKEW_SECONDS;
  const now = expect.now / 1000;
  const aud = claims.aud;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(expect.clientId)) return 'audience';
  if (typeof claims.sub !== 'string' || claims.sub === '') return 'subject';
  if (claims.iss !== expect.issuer.replace(/\/$/, '') && claims.iss !== expect.issuer)
    return 'issuer';
  if (typeof claims.iat !== 'number' || claims.iat > now + skew) return 'issued-at';
  if (typeof claims.exp !== 'number' || claims.exp < now - skew) return 'expiry';
  if (expect.loginRequestedAt !== undefined) {
    // The IdP's clock may differ from this one: `iat` is the IdP's "now" the token arrived at.
    const authTime = claims.auth_time;
    if (typeof authTime !== 'number') return 'auth-time';
    const requestedAt = expect.loginRequestedAt / 1000 - (now - claims.iat);
    if (authTime < requestedAt - FRESH_LOGIN_TOLERANCE_SECONDS) return 'auth-time';
  }
  return null;
}
