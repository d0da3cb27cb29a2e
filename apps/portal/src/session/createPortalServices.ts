import type { ApiClient, Auth, RuntimeConfig } from '@vonk/domain';
import type { Account } from '@vonk/domain';
import {
  createApiClient,
  createAuth,
  createKeepAlive,
  createLogger,
  keepAliveSettings,
} from '@vonk/domain';
import { createRouterErrorEffects } from './createRouterErrorEffects.ts';
import type { RouterPort } from './createRouterErrorEffects.ts';
import type { ErrorEffects } from './createErrorEffects.ts';

export interface PortalRuntime {
  config: RuntimeConfig;
  auth: Auth;
  client: ApiClient;
  errors: ErrorEffects;
  /** Binds navigation once the router exists (the router's loaders need the client first). */
  attachRouter(router: RouterPort): void;
}

/**
 * Wires auth, API client, logger and the error catalogue's effects for one page load. 503 and
 * 401 act wherever they happen; anything else nobody handled goes through the full catalogue.
 */
export function createPortalServices(config: RuntimeConfig): PortalRuntime {
  let router: RouterPort | undefined;
  let loggedIn = false;

  const auth = createAuth({
    authority: config.authority,
    clientId: config.clientId,
    redirectUri: `${location.origin}/auth-callback`,
  });
  void auth.getUser().then((user) => (loggedIn = user !== null));
  auth.onEvent((event) => {
    if (event.type === 'userLoaded') loggedIn = true;
    // Another tab logged out (spec §4): this one starts over; the identity provider asks for login.
    if (event.type === 'sessionEndedInOtherTab') location.assign('/');
  });

  const client = createApiClient({
    baseUrl: '',
    getAccessToken: () => auth.getAccessToken(),
    getCustomerCode: () => auth.agentSession()?.customerCode ?? null,
    onError: (error) => errors.onApiError(error),
  });

  // Spec §4: keep the partner's single sign-on alive with ours, for customers signed in there.
  const keepAlive = createKeepAlive({
    ...keepAliveSettings(config),
    isAuthenticatedAtPartner: () =>
      client.cache?.peek<Account>('/api/account')?.isAuthenticatedAtMagenta === true,
  });
  auth.onEvent(keepAlive.onAuthEvent);

  const logger = createLogger({
    source: 'mijn-vonk-portal',
    endpoint: config.logEndpoint,
    externalEndpoint: config.externalLogEndpoint,
    isLoggedIn: () => loggedIn,
    post: (url, entry) => client.send('POST', url, entry),
  });

  const errors = createRouterErrorEffects({
    production: config.production,
    logger,
    router: () => router,
    reload: (url) => location.assign(url),
  });

  window.addEventListener('unhandledrejection', (event) => errors.onUnhandled(event.reason));
  window.addEventListener('error', (event) => errors.onUnhandled(event.error ?? event.message));

  return { config, auth, client, errors, attachRouter: (r) => void (router = r) };
}
