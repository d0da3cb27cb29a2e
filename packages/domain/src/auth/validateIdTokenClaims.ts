import { CLOCK_SKEW_SECONDS } from './authConstants.ts';

interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  /** Epoch ms. */
  now: number;
  skewSeconds?: number;
}

/**
 * Spec §5: the ID token's audience, subject, issued-at, issuer and expiry are checked with a
 * 10-minute clock skew (the nonce is checked by oidc-client-ts). Returns the problem, or null.
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
  return null;
}
