import { resolveConfig } from '../config.ts';
import { startSandbox } from '../index.ts';
import { createDpopKey } from './dpop.ts';
import { freePort, OidcBrowser } from './oidcClient.ts';

/** A sandbox on free ports (issuer and redirect URIs follow them), plus a browser to log in with. */
export async function startTestSandbox() {
  const ports = {
    idpPort: await freePort(),
    apiPort: await freePort(),
    portalPort: await freePort(),
  };
  const sandbox = await startSandbox({ quiet: true, ...ports });
  const config = resolveConfig(ports);
  // One DPoP key for every browser of this sandbox (ADR 127), so `api` can prove any token.
  const dpop = await createDpopKey();
  const browser = () => new OidcBrowser(config, dpop);

  /**
   * Calls the sandbox API as the portal would: a token goes with a proof of the browser's key
   * (`dpop: false` sends it alone, as a copied token would be).
   */
  const api = async (path: string, init: RequestInit & { token?: string; dpop?: boolean } = {}) => {
    const { token, dpop: prove = true, ...rest } = init;
    const url = new URL(path, sandbox.apiUrl);
    const headers = new Headers(rest.headers);
    if (token && prove) {
      headers.set('Authorization', `DPoP ${token}`);
      headers.set('DPoP', await dpop(rest.method ?? 'GET', url, token));
    } else if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...rest, headers });
  };
  return { sandbox, config, browser, api, dpop };
}
