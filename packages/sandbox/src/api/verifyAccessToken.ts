import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { TokenClaims, VerifyAccessToken } from './types.ts';

function isRole(value: unknown): value is TokenClaims['role'] {
  return value === 'customer' || value === 'agent';
}

/**
 * Real-mode verifier: signature against the IdP's JWKS (found through discovery), issuer,
 * audience, expiry and `typ: at+jwt`, so an ID token can never pass as an access token.
 */
export function createRemoteVerifier(options: {
  issuer: string;
  audience: string;
}): VerifyAccessToken {
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  const keySet = async () => {
    if (!jwks) {
      const response = await fetch(`${options.issuer}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`Discovery failed with ${response.status}.`);
      const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
      jwks = createRemoteJWKSet(new URL(jwksUri));
    }
    return jwks;
  };

  return async (token) => {
    const { payload } = await jwtVerify(token, await keySet(), {
      issuer: options.issuer,
      audience: options.audience,
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp'],
    });
    const jkt = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
    if (typeof payload.sub !== 'string' || !isRole(payload.role))
      throw new Error('Token lacks sub or role.');
    return {
      sub: payload.sub,
      role: payload.role,
      ...(typeof payload.customer_code === 'string' && { customer_code: payload.customer_code }),
      ...(typeof payload.agent_locked === 'boolean' && { agent_locked: payload.agent_locked }),
      ...(typeof payload.scope === 'string' && { scope: payload.scope }),
      ...(typeof jkt === 'string' && { jkt }),
    };
  };
}
