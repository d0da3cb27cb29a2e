import { resolveConfig } from '../config.ts';
import { startSandbox } from '../index.ts';
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
  const browser = () => new OidcBrowser(config);

  /** Calls the sandbox API as the portal would. */
  const api = (path: string, init: RequestInit & { token?: string } = {}) => {
    const { token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(new URL(path, sandbox.apiUrl), { ...rest, headers });
  };
  return { sandbox, config, browser, api };
}
