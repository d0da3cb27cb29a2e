import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCodes, personas } from '../personas/index.ts';
import { pkcePair } from '../testing/oidcClient.ts';
import { startTestSandbox } from '../testing/startTestSandbox.ts';

let env: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(() => env?.sandbox.close());

describe('discovery', () => {
  it('follows the overridden port and offers S256 PKCE only', async () => {
    const response = await fetch(`${env.config.issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(env.config.issuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.revocation_endpoint).toBe(`${env.config.issuer}/token/revocation`);
    expect(discovery.end_session_endpoint).toBe(`${env.config.issuer}/session/end`);
  });
});

describe('login page', () => {
  it('is Dutch and labelled', async () => {
    const { html } = await env.browser().openLogin({ challenge: pkcePair().challenge });
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<main>');
    expect(html).toContain('<h1>Inloggen bij Mijn Vonk</h1>');
    expect(html).toContain('<label for="username">Gebruikersnaam</label>');
    expect(html).toContain('<label for="password">Wachtwoord</label>');
    expect(html).toContain('<button type="submit">Inloggen</button>');
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
  });

  it('shows the error in an alert and keeps the username after a wrong password', async () => {
    const browser = env.browser();
    const { action } = await browser.openLogin({ challenge: pkcePair().challenge });
    const response = await browser.submitLogin(action!, 'jan', 'fout');
    const html = await response.text();
    expect(html).toContain(
      '<p class="error" role="alert">De combinatie van gebruikersnaam en wachtwoord is onjuist.</p>',
    );
    expect(html).toContain('value="jan"');
  });

  it('rejects plain PKCE', async () => {
    const browser = env.browser();
    const response = await browser.follow(
      browser.authorizeUrl({ challenge: 'x'.repeat(43), method: 'plain' }),
    );
    const location = new URL(response.headers.get('Location') ?? '', env.config.issuer);
    expect(location.origin + location.pathname).toBe(env.config.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('code flow for a customer', () => {
  it('issues an ID token with profile claims and a JWT access token for the API', async () => {
    const { tokens, idClaims, accessClaims } = await env.browser().login('jan');
    expect(idClaims).toMatchObject({
      sub: 'jan',
      name: 'Jan de Vries',
      preferred_username: 'jan',
      role: 'customer',
    });
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      typ: 'at+jwt',
      alg: 'RS256',
    });
    expect(accessClaims).toMatchObject({
      iss: env.config.issuer,
      aud: env.config.apiAudience,
      sub: 'jan',
      role: 'customer',
    });
    expect(accessClaims.scope).toBe('api customer');
    expect(accessClaims.exp! - accessClaims.iat!).toBe(env.config.accessTokenTtlSeconds);
    expect(tokens.refresh_token).toBeTruthy();

    const account = await env.api('/api/account', { token: tokens.access_token });
    expect(account.status).toBe(200);
    expect(await account.json()).toMatchObject({ customerId: customerCodes.jan, isAgent: false });
  });

  it("logs a worker's persona copy in as that person, on the copy's own data (ADR 086)", async () => {
    const { tokens, idClaims } = await env.browser().login('jan@w7');
    expect(idClaims).toMatchObject({ sub: 'jan@w7', name: 'Jan de Vries', role: 'customer' });
    const account = await env.api('/api/account', { token: tokens.access_token });
    expect(await account.json()).toMatchObject({ customerId: customerCodes.jan, isAgent: false });
  });

  it('answers the portal origin with CORS on the token endpoint', async () => {
    const browser = env.browser();
    const response = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: 'nonsense',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(env.config.portalOrigin);
  });

  it('ignores a customer code in acr_values for a customer', async () => {
    const { idClaims, accessClaims } = await env
      .browser()
      .login('sanne', { acrValues: `customerid:${customerCodes.jan}` });
    expect(idClaims.customer_code).toBeUndefined();
    expect(accessClaims.customer_code).toBeUndefined();
    const response = await env.api('/api/account', {
      token: (await env.browser().login('sanne')).tokens.access_token,
    });
    expect(((await response.json()) as { customerId: string }).customerId).toBe(
      customerCodes.sanne,
    );
  });
});

describe('access-token lifetime of one persona namespace (ADR 093)', () => {
  const put = (body: unknown) =>
    env.api('/__sandbox/session', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const lifetime = (claims: { exp?: number; iat?: number }) => claims.exp! - claims.iat!;

  it("holds for that namespace's logins, on login and on refresh, and ends with its reset", async () => {
    expect((await put({ namespace: 'w7', accessTokenTtlSeconds: 8 })).status).toBe(200);
    const browser = env.browser();
    const { tokens, accessClaims } = await browser.login('jan@w7');
    expect(lifetime(accessClaims)).toBe(8);
    const refreshed = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    const { access_token } = (await refreshed.json()) as { access_token: string };
    expect(lifetime(decodeJwt(access_token))).toBe(8);

    // Everyone else keeps the global lifetime.
    const others = await Promise.all(['jan', 'jan@w8'].map((login) => env.browser().login(login)));
    for (const { accessClaims: claims } of others) {
      expect(lifetime(claims)).toBe(env.config.accessTokenTtlSeconds);
    }

    const reset = await env.api('/__sandbox/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ namespace: 'w7' }),
    });
    expect(reset.status).toBe(204);
    const after = await env.browser().login('jan@w7');
    expect(lifetime(after.accessClaims)).toBe(env.config.accessTokenTtlSeconds);
  });

  it('refuses the global timings per namespace', async () => {
    const response = await put({ namespace: 'w7', idleTimeoutSeconds: 10 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Only accessTokenTtlSeconds can be set per namespace; the rest is global.',
    });
  });
});

describe('refresh tokens', () => {
  it('rotate: the old one is refused after use', async () => {
    const browser = env.browser();
    const { tokens } = await browser.login('jan');
    const first = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { refresh_token: string; access_token: string };
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    const reused = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('stop working once revoked', async () => {
    const browser = env.browser();
    const { tokens } = await browser.login('piet');
    const revoked = await fetch(`${env.config.issuer}/token/revocation`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: env.config.portalOrigin,
      },
      body: new URLSearchParams({
        token: tokens.refresh_token,
        token_type_hint: 'refresh_token',
        client_id: env.config.clientId,
      }),
    });
    expect(revoked.status).toBe(200);
    const refreshed = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('agents', () => {
  it('carry the customer code from acr_values in the ID and access token, also after a refresh', async () => {
    const browser = env.browser();
    const { tokens, idClaims, accessClaims } = await browser.login('agent', {
      acrValues: `customerid:${customerCodes.sanne}`,
    });
    expect(idClaims).toMatchObject({
      sub: 'agent',
      name: 'Agent Smit',
      role: 'agent',
      agent_locked: false,
    });
    expect(idClaims.customer_code).toBe(customerCodes.sanne);
    expect(idClaims.acr).toBe(`customerid:${customerCodes.sanne}`);
    expect(accessClaims).toMatchObject({
      role: 'agent',
      customer_code: customerCodes.sanne,
      agent_locked: false,
    });

    const refreshed = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    const { access_token: accessToken } = (await refreshed.json()) as { access_token: string };
    const response = await env.api('/api/account', {
      token: accessToken,
      headers: { 'X-Customer-Code': customerCodes.sanne },
    });
    expect(await response.json()).toMatchObject({ customerId: customerCodes.sanne, isAgent: true });
  });

  it('are told about an unknown customer code on the login page', async () => {
    const browser = env.browser();
    const { action, html } = await browser.openLogin({
      challenge: pkcePair().challenge,
      acrValues: 'customerid:99999999',
    });
    expect(html).toContain('99999999');
    const response = await browser.submitLogin(action!, 'agent', 'welkom');
    expect(await response.text()).toContain('role="alert">Onbekende klantcode.</p>');
  });

  it('marks the locked agent', async () => {
    const { idClaims, accessClaims } = await env.browser().login('agent-geblokkeerd', {
      acrValues: `customerid:${personas.storing.account.customerId}`,
    });
    expect(idClaims.agent_locked).toBe(true);
    expect(accessClaims.agent_locked).toBe(true);
  });

  it.each([
    ['the same customer code', 'agent', `customerid:${customerCodes.jan}`],
    ['a customer login after an agent', 'agent', undefined],
    ['an agent link after a customer', 'jan', `customerid:${customerCodes.jan}`],
  ])(
    'never ride an existing IdP session (ADR 127): %s asks for the password',
    async (_case, first, acrValues) => {
      const browser = env.browser();
      await browser.login(first, { acrValues: `customerid:${customerCodes.jan}` });
      const { html } = await browser.openLogin({
        challenge: pkcePair().challenge,
        ...(acrValues && { acrValues }),
      });
      expect(html).toContain('<h1>Inloggen bij Mijn Vonk</h1>');
    },
  );

  it('still let a customer ride their own IdP session', async () => {
    const browser = env.browser();
    await browser.login('jan');
    const { response } = await browser.openLogin({ challenge: pkcePair().challenge });
    expect(response.headers.get('Location')).toContain('code=');
  });

  it('must log in again for another customer code', async () => {
    const browser = env.browser();
    await browser.login('agent', { acrValues: `customerid:${customerCodes.jan}` });
    const { html } = await browser.openLogin({
      challenge: pkcePair().challenge,
      acrValues: `customerid:${customerCodes.piet}`,
    });
    expect(html).toContain('<h1>Inloggen bij Mijn Vonk</h1>');
  });
});

describe('logout', () => {
  it('submits a Dutch logout page by itself and returns to the portal', async () => {
    const browser = env.browser();
    const { tokens } = await browser.login('jan');
    const url = new URL('/session/end', env.config.issuer);
    url.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: env.config.postLogoutRedirectUri,
    }).toString();
    const page = await browser.follow(url.href);
    const html = await page.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<main>');
    expect(html).toContain(
      '<noscript><button type="submit" form="op.logoutForm">Uitloggen</button></noscript>',
    );
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);

    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const form = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    expect(form.get('logout')).toBe('yes');
    const done = await browser.follow(action!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(done.headers.get('Location')).toBe(env.config.postLogoutRedirectUri);

    const refreshed = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('has a Dutch page for a logout without a return address', async () => {
    const response = await fetch(`${env.config.issuer}/session/end/success`);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<h1>Je bent uitgelogd.</h1>');
    expect(html).toContain(`<a href="${env.config.portalOrigin}/">Opnieuw inloggen</a>`);
  });
});
