import { createApiApp, FaultRegistry, createStore, resolveConfig } from '@vonk/sandbox';
import { personaToken, personaTokenVerifier } from '@vonk/sandbox/api';
import { createApiClient } from '@vonk/domain';
import type { ApiClient, ApiClientOptions } from '@vonk/domain';

const ORIGIN = 'http://sandbox.test';

/**
 * The real sandbox API in process (as MSW runs it) with persona tokens, and a domain client per
 * persona talking to it through `fetch`. A two-line cookie jar plays the browser's part of the
 * double-submit CSRF: the API sets XSRF-TOKEN on a read, the client echoes it on writes.
 */
export function inProcessSandboxClient() {
  const store = createStore();
  const app = createApiApp({
    verifyAccessToken: personaTokenVerifier,
    store,
    faults: new FaultRegistry(),
    config: resolveConfig(),
  });
  let xsrf = '';
  /** Status of the last answer per URL, so tests can assert exactly 200. */
  const statuses = new Map<string, number>();

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (xsrf) headers.set('Cookie', `XSRF-TOKEN=${xsrf}`);
    const response = await app.fetch(
      new Request(new URL(String(input), ORIGIN), { ...init, headers }),
    );
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie?.[1]) xsrf = cookie[1];
    statuses.set(String(input), response.status);
    return response;
  };

  /**
   * A client for `login`; an agent's token names `customerCode`. `sentCode` is the X-Customer-Code
   * the client sends (default the same code), so tests can send a code that is not theirs.
   */
  const clientFor = (
    login: string,
    customerCode?: string,
    sentCode: string | undefined = customerCode,
    options: Pick<ApiClientOptions, 'onMutation'> = {},
  ): ApiClient =>
    createApiClient({
      ...options,
      getAccessToken: async () => personaToken(login, customerCode),
      getCustomerCode: () => sentCode ?? null,
      fetch,
      cookies: () => (xsrf ? `XSRF-TOKEN=${xsrf}` : ''),
    });

  /** A client without a login, as on the public pages. */
  const anonymousClient = (): ApiClient =>
    createApiClient({
      getAccessToken: async () => null,
      getCustomerCode: () => null,
      fetch,
      cookies: () => (xsrf ? `XSRF-TOKEN=${xsrf}` : ''),
    });

  /** GET /__sandbox/logs: what the API received on its log endpoints. */
  const logs = async (): Promise<unknown[]> =>
    (await app.fetch(new Request(`${ORIGIN}/__sandbox/logs`))).json() as Promise<unknown[]>;

  /** POST /__sandbox/reset: every persona back to its fixture. */
  const reset = async () => {
    const response = await app.fetch(new Request(`${ORIGIN}/__sandbox/reset`, { method: 'POST' }));
    if (response.status !== 204) throw new Error(`reset answered ${response.status}`);
  };

  /** POST /__sandbox/household/{login}/complete: the pending Klantvoordeel sign-up goes active. */
  const completeHouseholdRegistration = async (login: string) => {
    const response = await app.fetch(
      new Request(`${ORIGIN}/__sandbox/household/${login}/complete`, { method: 'POST' }),
    );
    return response.status;
  };

  return {
    clientFor,
    anonymousClient,
    logs,
    reset,
    statuses,
    completeHouseholdRegistration,
    store,
    /** The sandbox app itself, for its non-API pages (the iDEAL page, ADR 136). */
    app,
  };
}
