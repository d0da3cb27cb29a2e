import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify } from 'jose';

/**
 * Spec §5's clock skew: a proof's `iat` (the browser's clock) may be this far off ours. The `jti`
 * of every proof is kept as long, so none is accepted twice.
 */
export const DPOP_WINDOW_SECONDS = 600;

export interface DpopRequest {
  /** The `DPoP` header. */
  proof: string | undefined;
  method: string;
  /** The request's URL as this server saw it (Host header included: proxies keep it). */
  url: string;
  accessToken: string;
  /** The access token's `cnf.jkt`: the thumbprint of the key it was bound to at the IdP. */
  jkt: string;
}

/**
 * RFC 9449 §4.3 and §7.1 checks of a proof sent with a DPoP-bound access token (ADR 127): signed
 * by the embedded public key whose thumbprint the token names, for this method and URL (the
 * scheme is the proxy's to end), recent, never seen before, and for this very token (`ath`).
 * Returns the problem, or null.
 */
export function createDpopVerifier(now: () => number = Date.now) {
  const seen = new Map<string, number>();
  const remember = (jti: string, nowSeconds: number) => {
    for (const [old, until] of seen) if (until < nowSeconds) seen.delete(old);
    seen.set(jti, nowSeconds + 2 * DPOP_WINDOW_SECONDS);
  };

  return async function verifyDpop(request: DpopRequest): Promise<string | null> {
    if (!request.proof) return 'missing proof';
    let payload;
    try {
      const header = decodeProtectedHeader(request.proof);
      if (header.jwk && 'd' in header.jwk) return 'private key in proof';
      ({ payload } = await jwtVerify(request.proof, EmbeddedJWK, {
        typ: 'dpop+jwt',
        algorithms: ['ES256', 'EdDSA', 'Ed25519', 'PS256', 'RS256'],
      }));
      const thumbprint = await calculateJwkThumbprint(header.jwk!);
      if (thumbprint !== request.jkt) return 'key not bound to the token';
    } catch {
      return 'invalid signature';
    }
    const nowSeconds = Math.floor(now() / 1000);
    if (payload.htm !== request.method) return 'htm';
    const htu =
      typeof payload.htu === 'string' && URL.canParse(payload.htu) ? new URL(payload.htu) : null;
    const url = new URL(request.url);
    if (htu?.host !== url.host || htu.pathname !== url.pathname) return 'htu';
    if (typeof payload.iat !== 'number' || Math.abs(nowSeconds - payload.iat) > DPOP_WINDOW_SECONDS)
      return 'iat';
    const ath = createHash('sha256').update(request.accessToken).digest('base64url');
    if (payload.ath !== ath) return 'ath';
    if (typeof payload.jti !== 'string' || payload.jti === '') return 'jti';
    if (seen.has(payload.jti)) return 'replayed';
    remember(payload.jti, nowSeconds);
    return null;
  };
}

export type VerifyDpop = ReturnType<typeof createDpopVerifier>;
