import type { MiddlewareHandler } from 'hono';
import { createDpopVerifier } from '../dpopProof.ts';
import type { VerifyDpop } from '../dpopProof.ts';
import { isPublicApiPath } from '../publicPaths.ts';
import type { ApiEnv, VerifyAccessToken } from '../types.ts';

/** The access token of an `Authorization: Bearer …` or `DPoP …` header, with its scheme. */
export function accessTokenOf(header: string | undefined) {
  const match = /^(Bearer|DPoP)\s+(\S+)$/i.exec(header ?? '');
  return match?.[2] ? { scheme: match[1]!.toLowerCase(), token: match[2] } : undefined;
}

/**
 * 401 with a JSON `{ message }` for a missing, malformed, expired or foreign token. A token bound
 * to a browser's key (`cnf.jkt`, ADR 127) counts only with the DPoP scheme and a proof made with
 * that key for this request: a copied token alone is refused.
 */
export function bearerAuth(
  verifyAccessToken: VerifyAccessToken,
  verifyDpop: VerifyDpop = createDpopVerifier(),
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (isPublicApiPath(c.req.path)) return next();
    const presented = accessTokenOf(c.req.header('Authorization'));
    const unauthorized = (message: string, challenge = 'Bearer') =>
      c.json({ message }, 401, { 'WWW-Authenticate': challenge });
    if (!presented) return unauthorized('Missing bearer token.');
    try {
      const claims = await verifyAccessToken(presented.token);
      if (claims.jkt || presented.scheme === 'dpop') {
        const problem =
          presented.scheme === 'dpop' && claims.jkt
            ? await verifyDpop({
                proof: c.req.header('DPoP'),
                method: c.req.method,
                url: c.req.url,
                accessToken: presented.token,
                jkt: claims.jkt,
              })
            : 'scheme';
        if (problem)
          return unauthorized(
            `DPoP proof refused (${problem}).`,
            'DPoP error="invalid_dpop_proof", algs="ES256"',
          );
      }
      c.set('claims', claims);
    } catch {
      return unauthorized('Invalid or expired access token.');
    }
    return next();
  };
}
