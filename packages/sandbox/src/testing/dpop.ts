import { createHash, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** A browser's DPoP key (ADR 127), as oidc-client-ts makes one: ES256, the private half kept. */
export async function createDpopKey() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = await exportJWK(publicKey);
  /** A proof for one request; with `accessToken`, bound to it (`ath`). */
  return (method: string, url: string | URL, accessToken?: string, iat = Date.now()) =>
    new SignJWT({
      htm: method,
      htu: String(url).replace(/[?#].*$/, ''),
      jti: randomUUID(),
      iat: Math.floor(iat / 1000),
      ...(accessToken && { ath: createHash('sha256').update(accessToken).digest('base64url') }),
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
      .sign(privateKey);
}

export type DpopKey = Awaited<ReturnType<typeof createDpopKey>>;
