import { vi } from 'vitest';

export const AUTHORITY = 'http://localhost:4001';
export const CLIENT_ID = 'vonk-portal';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.c2ln`;

export interface FakeIdpOptions {
  /** Lifetime of access tokens in seconds. */
  lifetime?: number;
  idClaims?: Record<string, unknown>;
  /** Overrides the nonce the ID token carries (to provoke a mismatch). */
  nonce?: string;
  tokenStatus?: number;
  /** Never answers refresh-token grants. */
  hangOnRefresh?: boolean;
  /** Issues a refresh grant's tokens at once but hands them over only once this settles. */
  refreshArrivesAfter?: Promise<unknown>;
  /** Never answers the code exchange (it gives up only when the request is aborted). */
  hangOnCode?: boolean;
  /** The IdP's clock minus the browser's, in seconds (spec §5 clock skew). */
  clockOffsetSeconds?: number;
}

/**
 * An IdP double behind a fetch stub: discovery, token (code and refresh grants) and revocation
 * endpoints, as oidc-provider answers them. Signatures are not checked by oidc-client-ts.
 */
export function fakeIdp(options: FakeIdpOptions = {}) {
  const lifetime = options.lifetime ?? 300;
  const calls: { url: string; form: URLSearchParams }[] = [];
  let lastNonce: string | undefined;
  let counter = 0;
  let authTime: number | undefined;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const form = new URLSearchParams(
      typeof init?.body === 'string'
        ? init.body
        : init?.body instanceof URLSearchParams
          ? init.body
          : '',
    );
    calls.push({ url, form });
    if (url.endsWith('/.well-known/openid-configuration')) {
      return Response.json({
        issuer: AUTHORITY,
        authorization_endpoint: `${AUTHORITY}/auth`,
        token_endpoint: `${AUTHORITY}/token`,
        revocation_endpoint: `${AUTHORITY}/token/revocation`,
        end_session_endpoint: `${AUTHORITY}/session/end`,
        jwks_uri: `${AUTHORITY}/jwks`,
      });
    }
    if (url.endsWith('/token')) {
      if (options.tokenStatus)
        return Response.json({ error: 'invalid_grant' }, { status: options.tokenStatus });
      if (form.get('grant_type') === 'authorization_code' && options.hangOnCode)
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The request was aborted', 'AbortError')),
          ),
        );
      if (form.get('grant_type') === 'refresh_token' && options.hangOnRefresh)
        return new Promise<Response>(() => undefined);
      counter += 1;
      if (form.get('grant_type') === 'refresh_token') await options.refreshArrivesAfter;
      const iat = Math.floor(Date.now() / 1000) + (options.clockOffsetSeconds ?? 0);
      // The login happens at the code exchange and stays the grant's (refreshes keep it).
      if (form.get('grant_type') === 'authorization_code') authTime = iat;
      return Response.json({
        access_token: jwt({ iat, exp: iat + lifetime, sub: 'jan', n: counter }),
        id_token: jwt({
          iss: AUTHORITY,
          aud: CLIENT_ID,
          sub: 'jan',
          iat,
          exp: iat + 3600,
          // An agent's login must be fresh (ADR 127).
          auth_time: authTime ?? iat,
          nonce: options.nonce ?? lastNonce,
          acr: 'urn:vonk:loa:2',
          name: 'Jan Jansen',
          preferred_username: 'jan@example.nl',
          role: 'customer',
          ...options.idClaims,
        }),
        refresh_token: `rt-${counter}`,
        token_type: 'Bearer',
        expires_in: lifetime,
        scope: 'openid api customer',
      });
    }
    if (url.endsWith('/token/revocation'))
      return new Response('', { status: 200, headers: { 'content-type': 'text/plain' } });
    return new Response('not found', { status: 404 });
  });
  return {
    fetch,
    calls,
    /** The authorization request's nonce, once signIn redirected. */
    rememberNonce(authorizeUrl: string) {
      lastNonce = new URL(authorizeUrl).searchParams.get('nonce') ?? undefined;
    },
  };
}
