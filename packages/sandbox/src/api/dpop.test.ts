import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair } from '../testing/oidcClient.ts';
import { createDpopKey } from '../testing/dpop.ts';
import { startTestSandbox } from '../testing/startTestSandbox.ts';

// Issue #27, ADR 127: tokens bound to the browser's key. What an attacker copies from
// sessionStorage (refresh and access token) is refused anywhere the key is not.

let env: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(() => env?.sandbox.close());

describe('the IdP binds the portal’s tokens to its DPoP key', () => {
  it('issues DPoP tokens whose access token names the key (cnf.jkt)', async () => {
    const { tokens } = await env.browser().login('jan');
    expect(tokens.token_type).toBe('DPoP');
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: expect.any(String) });
  });

  it('refuses a code exchange without a proof', async () => {
    const browser = env.browser();
    const { verifier, challenge } = pkcePair();
    const { action } = await browser.openLogin({ challenge });
    const done = await browser.submitLogin(action!, 'jan', 'welkom');
    const code = new URL(done.headers.get('Location')!).searchParams.get('code')!;
    const response = await browser.token(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: env.config.redirectUri,
        code_verifier: verifier,
      },
      { dpop: false },
    );
    expect(response.status).toBe(400);
  });
});

describe('a copied refresh token', () => {
  it.each([
    ['without a proof', false],
    ['with a proof of another key', true],
  ])('is refused redeemed %s, and the victim keeps the session', async (_case, withOtherKey) => {
    const victim = env.browser();
    const { tokens } = await victim.login('jan');
    const thief = await createDpopKey();
    const url = new URL('/token', env.config.issuer);
    const stolen = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(withOtherKey && { DPoP: await thief('POST', url) }),
      },
      body: new URLSearchParams({
        client_id: env.config.clientId,
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });

    const own = await victim.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(own.status).toBe(200);
  });
});

describe('a copied access token at the API', () => {
  let token: string;
  beforeAll(async () => {
    token = (await env.browser().login('jan')).tokens.access_token;
  });
  const url = () => new URL('/api/account', env.sandbox.apiUrl);

  it('works with a proof of the browser’s key', async () => {
    expect((await env.api('/api/account', { token })).status).toBe(200);
  });

  it('is refused as a plain bearer token', async () => {
    const response = await env.api('/api/account', { token, dpop: false });
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^DPoP /);
  });

  it.each([
    ['another key', async () => (await createDpopKey())('GET', url(), token)],
    ['another method', () => env.dpop('POST', url(), token)],
    ['another URL', () => env.dpop('GET', new URL('/api/invoices', url()), token)],
    ['another token', () => env.dpop('GET', url(), `${token}x`)],
    ['an old proof', () => env.dpop('GET', url(), token, Date.now() - 601_000)],
    ['no access token hash', () => env.dpop('GET', url())],
  ])('is refused with a proof for %s', async (_case, proof) => {
    const response = await fetch(url(), {
      headers: { Authorization: `DPoP ${token}`, DPoP: await proof() },
    });
    expect(response.status).toBe(401);
  });

  it('is refused with a proof used before (replay)', async () => {
    const proof = await env.dpop('GET', url(), token);
    const headers = { Authorization: `DPoP ${token}`, DPoP: proof };
    expect((await fetch(url(), { headers })).status).toBe(200);
    expect((await fetch(url(), { headers })).status).toBe(401);
  });
});
