import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config.ts';

describe('resolveConfig: the portal origin', () => {
  it('follows the portal port by default', () => {
    const config = resolveConfig({}, { VONK_PORTAL_PORT: '5174' });
    expect(config.portalOrigin).toBe('http://localhost:5174');
    expect(config.redirectUri).toBe('http://localhost:5174/auth-callback');
    expect(config.postLogoutRedirectUri).toBe('http://localhost:5174/');
    expect(config.endedSessionUri).toBe('http://localhost:5174/logout');
  });

  it('takes VONK_PORTAL_ORIGIN for the redirect and logout URIs when a front serves the portal', () => {
    const config = resolveConfig({}, { VONK_PORTAL_ORIGIN: 'https://localhost:5443' });
    expect(config.portalOrigin).toBe('https://localhost:5443');
    expect(config.redirectUri).toBe('https://localhost:5443/auth-callback');
    expect(config.postLogoutRedirectUri).toBe('https://localhost:5443/');
    expect(config.endedSessionUri).toBe('https://localhost:5443/logout');
    // The server behind the front keeps its own port; the IdP stays plain http on localhost.
    expect(config.portalPort).toBe(5173);
    expect(config.issuer).toBe('http://localhost:4001');
  });

  it.each([
    'https://localhost:5443/',
    'https://localhost:5443/dashboard',
    'ftp://localhost:5443',
    'https://example.com:5443',
    'localhost:5443',
  ])('refuses %s as VONK_PORTAL_ORIGIN', (value) => {
    expect(() => resolveConfig({}, { VONK_PORTAL_ORIGIN: value })).toThrow(
      `Invalid VONK_PORTAL_ORIGIN '${value}'`,
    );
  });
});
