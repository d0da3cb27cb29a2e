import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { createApiApp } from '../api/createApiApp.ts';
import { fixedPersonaVerifier } from '../api/personaTokenVerifier.ts';
import { MAIN_SITE } from '../api/routes/runtimeConfig.ts';
import { FaultRegistry } from '../faults/FaultRegistry.ts';
import type { FaultSpec } from '../faults/FaultRegistry.ts';
import { createStore } from '../personas/store.ts';
import type { Login } from '../personas/index.ts';
import sandboxConfig from '../../sandbox.config.json' with { type: 'json' };

export interface SandboxHandlerOptions {
  /** Whose data the API answers with; any bearer token counts as this persona. */
  persona: Login;
  /** For agents: the customer they opened. */
  customerCode?: string;
  /** Faults as `POST /__sandbox/faults` takes them (503s, 500s, delays). */
  faults?: FaultSpec[];
  /** Runtime config production flag. */
  production?: boolean;
}

/** A delay that never ends within a story or test: the Loading state stays on screen. */
export const NEVER_MS = 2_147_483_647;

/**
 * MSW handlers that run the sandbox's own Hono app (ADR 003): stories and unit tests get the
 * dev server's API, personas and faults without a second set of hand-written mocks. Each call
 * gets a fresh store, so a story's writes never leak into the next one.
 */
export function sandboxHandlers({
  persona,
  customerCode,
  faults = [],
  production = false,
}: SandboxHandlerOptions): RequestHandler[] {
  const registry = new FaultRegistry();
  faults.forEach((fault) => registry.add(fault));
  const app = createApiApp({
    verifyAccessToken: fixedPersonaVerifier(persona, customerCode),
    store: createStore(),
    faults: registry,
    config: {
      issuer: `http://${sandboxConfig.host}:${sandboxConfig.idpPort}`,
      clientId: sandboxConfig.clientId,
      production,
    },
  });
  // In the browser a Request cannot carry a Cookie header (a forbidden header): the worker's
  // request reaches Hono without it. MSW reads document.cookie for it; hand that over as
  // `env.cookies`, which the CSRF check reads when the header has none (stories that write).
  const forward = ({ request, cookies }: { request: Request; cookies: Record<string, string> }) =>
    app.fetch(request, { cookies });
  return [
    http.all('*/api/*', forward),
    http.get('*/config.json', forward),
    http.all('*/__sandbox/*', forward),
    // The brand site (the set-top box video, ADR 067) answers "not found" at once, as a missing
    // file would: a story never waits on a lookup of a host outside the machine (ADR 110).
    http.all(`${MAIN_SITE}/*`, () => new HttpResponse(null, { status: 404 })),
  ];
}
