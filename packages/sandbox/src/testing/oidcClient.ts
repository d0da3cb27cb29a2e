import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { decodeJwt } from 'jose';
import type { JWTPayload } from 'jose';
import type { SandboxConfig } from '../config.ts';
import { CookieJar } from './CookieJar.ts';
import type { DpopKey } from './dpop.ts';

/** A free TCP port, so tests never clash with a running dev server on 4001/4002/5173. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

/** The browser's part of the code flow: follows the IdP's redirects, carrying its cookies. */
export class OidcBrowser {
  readonly config: SandboxConfig;
  readonly jar = new CookieJar();
  /** Its DPoP key (ADR 127): the portal's client only gets tokens bound to one. */
  readonly dpop: DpopKey;

  constructor(config: SandboxConfig, dpop: DpopKey) {
    this.config = config;
    this.dpop = dpop;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = this.jar.header();
    if (cookies) headers.set('Cookie', cookies);
    const response = await fetch(new URL(url, this.config.issuer), {
      ...init,
      headers,
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects within the IdP; stops at a page or at a redirect to the portal. */
  async follow(url: string, init: RequestInit = {}): Promise<Response> {
    let response = await this.request(url, init);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('Location');
      if (!location || response.status < 300 || response.status > 399) return response;
      const next = new URL(location, this.config.issuer);
      if (next.origin !== this.config.issuer) return response;
      await response.body?.cancel();
      response = await this.request(next.href);
    }
    throw new Error('Too many redirects.');
  }

  authorizeUrl(options: {
    challenge: string;
    method?: string;
    acrValues?: string;
    extra?: Record<string, string>;
  }) {
    const url = new URL('/auth', this.config.issuer);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      response_type: 'code',
      redirect_uri: this.config.redirectUri,
      scope: 'openid api customer',
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(16).toString('hex'),
      code_challenge: options.challenge,
      code_challenge_method: options.method ?? 'S256',
      ...(options.acrValues && { acr_values: options.acrValues }),
      ...options.extra,
    }).toString();
    return url.href;
  }

  /** Opens /auth and returns the login page, with the form's action. */
  async openLogin(options: { challenge: string; acrValues?: string }) {
    const response = await this.follow(this.authorizeUrl(options));
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    return { response, html, action };
  }

  /** Submits the login form; a redirect to the portal means success. */
  async submitLogin(action: string, username: string, password: string) {
    return this.follow(action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
  }

  /** The token endpoint, with a proof of this browser's key unless `dpop` is false. */
  async token(params: Record<string, string>, { dpop = true } = {}): Promise<Response> {
    const url = new URL('/token', this.config.issuer);
    return fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: this.config.portalOrigin,
        ...(dpop && { DPoP: await this.dpop('POST', url) }),
      },
      body: new URLSearchParams({ client_id: this.config.clientId, ...params }),
    });
  }

  /** The whole flow for a known account; returns the tokens and their decoded claims. */
  async login(username: string, options: { acrValues?: string; password?: string } = {}) {
    const { verifier, challenge } = pkcePair();
    const { action } = await this.openLogin({
      challenge,
      ...(options.acrValues && { acrValues: options.acrValues }),
    });
    if (!action) throw new Error('No login form.');
    const done = await this.submitLogin(action, username, options.password ?? 'welkom');
    const location = done.headers.get('Location') ?? '';
    const code = new URL(location, this.config.issuer).searchParams.get('code');
    if (!code) throw new Error(`Login did not return a code (status ${done.status}, ${location}).`);
    const response = await this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.config.redirectUri,
      code_verifier: verifier,
    });
    if (!response.ok)
      throw new Error(`Token exchange failed: ${response.status} ${await response.text()}`);
    const tokens = (await response.json()) as TokenSet;
    return {
      tokens,
      idClaims: decodeJwt(tokens.id_token),
      accessClaims: decodeJwt(tokens.access_token) as JWTPayload,
    };
  }
}
