import { createApiApp } from '../api/createApiApp.ts';
import { personaToken, personaTokenVerifier } from '../api/personaTokenVerifier.ts';
import { resolveConfig } from '../config.ts';
import { FaultRegistry } from '../faults/index.ts';
import { createStore } from '../personas/index.ts';

/** The API in process, as MSW runs it, with persona tokens and a CSRF pair on every write. */
export function inProcessApi() {
  const store = createStore();
  const faults = new FaultRegistry();
  const app = createApiApp({
    verifyAccessToken: personaTokenVerifier,
    store,
    faults,
    config: resolveConfig(),
  });

  const as = (login: string, customerCode?: string) => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${personaToken(login, customerCode)}`,
    };
    if (customerCode) headers['X-Customer-Code'] = customerCode;
    return {
      get: (path: string) => app.request(path, { headers }),
      send: (method: string, path: string, body?: unknown, contentType = 'application/json') =>
        app.request(path, {
          method,
          headers: {
            ...headers,
            'Content-Type': contentType,
            Cookie: 'XSRF-TOKEN=t',
            'X-XSRF-TOKEN': 't',
          },
          ...(body !== undefined && {
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
        }),
    };
  };
  return { app, store, faults, as };
}
