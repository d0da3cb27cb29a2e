import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApiApp } from './api/createApiApp.ts';
import { createRemoteVerifier } from './api/verifyAccessToken.ts';
import { resolveConfig } from './config.ts';
import type { PortOverrides } from './config.ts';
import { FaultRegistry } from './faults/index.ts';
import { startIdp } from './idp/startIdp.ts';
import { SessionSwitches } from './sessionSwitches.ts';
import { createStore } from './personas/index.ts';

export { createApiApp } from './api/createApiApp.ts';
export type { ApiApp } from './api/createApiApp.ts';
export { createRemoteVerifier } from './api/verifyAccessToken.ts';
export type { ApiConfig, ApiOptions, TokenClaims, VerifyAccessToken } from './api/types.ts';
export { resolveConfig } from './config.ts';
export type { PortOverrides, SandboxConfig } from './config.ts';
export { FaultRegistry } from './faults/index.ts';
export { SessionSwitches } from './sessionSwitches.ts';
export type { Fault, FaultSpec } from './faults/index.ts';
export * from './personas/index.ts';

export interface RunningSandbox {
  idpUrl: string;
  apiUrl: string;
  close(): Promise<void>;
}

export interface StartSandboxOptions extends PortOverrides {
  /** No console output (CI, tests). */
  quiet?: boolean;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive and pending (e.g. 'never'-delayed) requests would otherwise hold close() open.
    server.closeAllConnections();
  });
}

/**
 * Starts the identity provider and the sandbox API. Ports come from sandbox.config.json, then
 * VONK_*_PORT env vars, then these options.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { quiet = false, ...ports } = options;
  const config = resolveConfig(ports);
  // One set of session timings for the IdP and the API: tests shorten them at runtime.
  const session = new SessionSwitches(config.accessTokenTtlSeconds);
  const store = createStore();
  const idp = await startIdp(config, session, (typed) => store.loginByEmail(typed));
  const app = createApiApp({
    session,
    verifyAccessToken: createRemoteVerifier({
      issuer: config.issuer,
      audience: config.apiAudience,
    }),
    store,
    faults: new FaultRegistry(),
    config,
  });
  const api = await new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: config.apiPort, hostname: config.host }, () =>
      resolve(server as Server),
    );
    server.once('error', (error) => {
      void closeServer(idp);
      reject(error);
    });
  });
  if (!quiet) console.log(`[sandbox] identity provider ${config.issuer}, API ${config.apiOrigin}`);
  return {
    idpUrl: config.issuer,
    apiUrl: config.apiOrigin,
    close: () => Promise.all([closeServer(idp), closeServer(api)]).then(() => undefined),
  };
}
