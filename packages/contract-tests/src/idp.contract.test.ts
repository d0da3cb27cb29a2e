import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The sandbox's test helper: IdP and API on free ports.
import { startTestSandbox } from '@vonk/sandbox/testing';
import { userManagerSettings } from '@vonk/domain';
import { InMemoryWebStorage } from 'oidc-client-ts';

type Running = Awaited<ReturnType<typeof startTestSandbox>>;
let env: Running;
let discovery: Record<string, unknown>;

beforeAll(async () => {
  env = await startTestSandbox();
  const response = await fetch(`${env.config.issuer}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  discovery = (await response.json()) as Record<string, unknown>;
}, 30_000);

afterAll(() => env?.sandbox.close());

const list = (key: string) => (discovery[key] as string[] | undefined) ?? [];

describe('contract: the portal auth settings against the real sandbox IdP (spec §7.1)', () => {
  const settings = () =>
    userManagerSettings(
      {
        authority: env.config.issuer,
        clientId: env.config.clientId,
        redirectUri: env.config.redirectUri,
      },
      new InMemoryWebStorage(),
      env.config.host,
    );

  it('talks to the issuer the IdP announces', () => {
    expect(discovery.issuer).toBe(settings().authority);
  });

  it('code flow with PKCE S256 for a public client', () => {
    expect(list('response_types_supported')).toContain(settings().response_type);
    expect(list('code_challenge_methods_supported')).toContain('S256');
    expect(list('grant_types_supported')).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(list('token_endpoint_auth_methods_supported')).toContain('none');
  });

  it('grants the scopes openid, api and customer the portal asks for', async () => {
    const asked = settings().scope?.split(' ');
    expect(asked).toEqual(['openid', 'api', 'customer']);
    // api and customer are resource-server scopes, so discovery lists only openid; a real login
    // shows they are granted.
    expect(list('scopes_supported')).toContain('openid');
    const { tokens, accessClaims } = await env.browser().login('jan');
    expect(typeof tokens.id_token).toBe('string'); // openid
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['api', 'customer']));
    expect(String(accessClaims.scope).split(' ')).toEqual(
      expect.arrayContaining(['api', 'customer']),
    );
  });

  it('rotates refresh tokens: a spent one is invalid_grant (why tabs renew one at a time)', async () => {
    const browser = env.browser();
    const { tokens } = await browser.login('jan');
    const refresh = (token: string) =>
      browser.token({ grant_type: 'refresh_token', refresh_token: token });
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    const again = await refresh(tokens.refresh_token);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('has the revocation endpoint logout uses (refresh token only) and an end-session endpoint', () => {
    expect(settings().revokeTokenTypes).toEqual(['refresh_token']);
    expect(discovery.revocation_endpoint).toBe(`${env.config.issuer}/token/revocation`);
    expect(typeof discovery.end_session_endpoint).toBe('string');
    expect(typeof discovery.token_endpoint).toBe('string');
  });

  it('announces the acr claim the agent session relies on, which the portal keeps', () => {
    expect(list('claims_supported')).toContain('acr');
    expect(settings().filterProtocolClaims).not.toContain('acr');
  });
});
