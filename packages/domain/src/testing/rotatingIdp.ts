import { vi } from 'vitest';
import { AUTHORITY, CLIENT_ID, jwt } from './fakeIdp.ts';

/**
 * A token endpoint that rotates refresh tokens as oidc-provider does: every refresh answers a new
 * refresh token; presenting a spent one answers invalid_grant and revokes the whole grant.
 */
export function rotatingIdp({ lifetime = 300 }: { lifetime?: number } = {}) {
  let counter = 0;
  let lastNonce: string | undefined;
  /** Latest refresh token per grant; a grant is gone once revoked. */
  const latest = new Map<string, string>();
  const grantOf = new Map<string, string>();
  const refreshes: string[] = [];
  let invalidGrants = 0;

  const issue = (grant: string) => {
    counter += 1;
    const refreshToken = `rt-${counter}`;
    latest.set(grant, refreshToken);
    grantOf.set(refreshToken, grant);
    const iat = Math.floor(Date.now() / 1000);
    return Response.json({
      access_token: jwt({ iat, exp: iat + lifetime, sub: 'jan', n: counter }),
      id_token: jwt({
        iss: AUTHORITY,
        aud: CLIENT_ID,
        sub: 'jan',
        iat,
        exp: iat + 3600,
        nonce: lastNonce,
      }),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: lifetime,
      scope: 'openid api customer',
    });
  };
  const invalidGrant = () => {
    invalidGrants += 1;
    return Response.json({ error: 'invalid_grant' }, { status: 400 });
  };

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Response.json({
        issuer: AUTHORITY,
        authorization_endpoint: `${AUTHORITY}/auth`,
        token_endpoint: `${AUTHORITY}/token`,
        end_session_endpoint: `${AUTHORITY}/session/end`,
      });
    }
    const body = init?.body;
    const form = new URLSearchParams(
      typeof body === 'string' || body instanceof URLSearchParams ? body : '',
    );
    if (form.get('grant_type') === 'authorization_code') return issue(`grant-${counter}`);
    const presented = form.get('refresh_token') ?? '';
    refreshes.push(presented);
    const grant = grantOf.get(presented);
    if (!grant || !latest.has(grant)) return invalidGrant();
    if (latest.get(grant) !== presented) {
      latest.delete(grant); // reuse of a spent token: the grant is revoked
      return invalidGrant();
    }
    return issue(grant);
  });

  return {
    fetch,
    /** Refresh tokens presented, in order. */
    refreshes,
    invalidGrants: () => invalidGrants,
    rememberNonce(authorizeUrl: string) {
      lastNonce = new URL(authorizeUrl).searchParams.get('nonce') ?? undefined;
    },
  };
}
