import type { DpopProofGlobal } from './dpopProof.ts';
import { isPreloadUrl } from '../shell/preloadSources.ts';
import type { Account, Auth, Logger, RuntimeConfig, TrackingPort } from '@vonk/domain';
import {
  createApiClient,
  createAuth,
  createDataLayerAdapter,
  createKeepAlive,
  createLogger,
  createRequestQueue,
  keepAliveSettings,
  logAuthEvents,
  REQUEST_TIMEOUTS,
  routePaths,
  trackMutation,
} from '@vonk/domain';
import { configuredToday } from './configuredToday.ts';
import { createRouterErrorEffects } from './createRouterErrorEffects.ts';
import type { RouterPort } from './createRouterErrorEffects.ts';
import type { PortalServices } from './PortalServices.ts';
import { handOverConfig } from '../config/configHandover.ts';
import { withEarlyReads } from './earlyReads.ts';
import { takeEarly } from './takeEarly.ts';

/** What differs between the browser app and a page story; the app takes every default. */
interface PortalEnvironment {
  /** Default: the OpenID Connect session of `config`. */
  auth?: Auth;
  /** Default: the tag manager's data layer (`window.dataLayer`). */
  tracking?: TrackingPort;
  /** Default: the §7.2 log endpoint through the logger's own transport. */
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** The chunk-load reload (spec §8); default `location.assign`. */
  reload?: (url: string) => void;
  today?: () => Date;
  /**
   * The app's page-wide hooks: window error listeners, the partner keep-alive, logout from
   * another tab. Default true; a story renders many portals in one page and leaves them out.
   */
  pageHooks?: boolean;
}

export interface PortalRuntime extends PortalServices {
  /** Binds navigation once the router exists (the router's loaders need the services first). */
  attachRouter(router: RouterPort): void;
}

/** Before going to the IdP, leaves the config for the page it sends back to (ADR 085). */
function handingOverConfig(config: RuntimeConfig, auth: Auth): Auth {
  return {
    ...auth,
    signIn: (targetPath) => {
      handOverConfig(config);
      return auth.signIn(targetPath);
    },
  };
}

/**
 * Wires one page load: auth, the API client (writes reported to analytics, spec §7.2), the logger
 * (login events of spec §8 included) and the error catalogue's effects (503 and 401 act wherever
 * they happen; anything else nobody handled goes through the full catalogue).
 */
export function createPortalServices(
  config: RuntimeConfig,
  environment: PortalEnvironment = {},
): PortalRuntime {
  const { pageHooks = true } = environment;
  let router: RouterPort | undefined;
  let loggedIn = false;

  const auth =
    environment.auth ??
    handingOverConfig(
      config,
      createAuth(
        {
          authority: config.authority,
          clientId: config.clientId,
          redirectUri: `${location.origin}${routePaths.authCallback.href()}`,
          // ADR 056: sessions the portal ends itself come back to /logout, which says why.
          endedSessionUri: `${location.origin}${routePaths.logout.href()}`,
        },
        // The callback's code, redeemed by the early script before this page's app ran (ADR 107).
        { earlySignIn: takeEarly('vonkEarlySignIn') },
      ),
    );
  const tracking = environment.tracking ?? createDataLayerAdapter();

  void auth.getUser().then((user) => (loggedIn = user !== null));
  auth.onEvent((event) => {
    if (event.type === 'userLoaded') loggedIn = true;
  });

  // DPoP proofs by the early script's proof maker (ADR 127); none without it (stories, tests).
  const proveToken = (url: string, method: string, token: string) =>
    (globalThis as DpopProofGlobal).vonkDpopProof?.(url, method, token) ??
    Promise.resolve(undefined);

  // One queue for the page's connections: a read's clock starts when it is sent (issue #31).
  const queue = createRequestQueue();
  const client = createApiClient({
    baseUrl: '',
    getAccessToken: () => auth.getAccessToken(),
    getCustomerCode: () => auth.agentSession()?.customerCode ?? null,
    proveToken,
    // The landing page's reads the early script started, each taken once (ADR 090).
    fetch: withEarlyReads(
      () => takeEarly('vonkEarlyReads'),
      config.requestTimeouts?.readMs ?? REQUEST_TIMEOUTS.readMs,
    ),
    onError: (error) => errors.onApiError(error),
    // Spec §7.2: every tracked write's outcome reaches analytics; `success: false` is an Error.
    onMutation: (report) => trackMutation(tracking, report),
    timeouts: config.requestTimeouts,
    queue,
  });

  // The logger's own transport (issue #16, ADR 060): token, agent code and CSRF like every API
  // call, but no error effects, analytics or cache. A log POST that fails (503, 401) is the log
  // endpoint's problem, never a reason to open /maintenance or to log the customer out.
  const logTransport = createApiClient({
    baseUrl: '',
    getAccessToken: () => auth.getAccessToken(),
    getCustomerCode: () => auth.agentSession()?.customerCode ?? null,
    proveToken,
    cache: false,
    timeouts: config.requestTimeouts,
    queue,
  });

  const logger =
    environment.logger ??
    createLogger({
      source: 'mijn-vonk-portal',
      endpoint: config.logEndpoint,
      externalEndpoint: config.externalLogEndpoint,
      isLoggedIn: () => loggedIn,
      post: (url, entry) => logTransport.send('POST', url, entry),
    });
  logAuthEvents(auth, logger);

  const errors = createRouterErrorEffects({
    production: config.production,
    logger,
    router: () => router,
    reload: environment.reload ?? ((url) => location.assign(url)),
    leftToPages: isPreloadUrl,
  });

  if (pageHooks) {
    // Another tab logged out or timed out (spec §4): this one is logged out too, and /logout says
    // why (ADR 056, 058) rather than starting a login the IdP might still grant silently.
    auth.onEvent((event) => {
      if (event.type === 'sessionEndedInOtherTab') location.assign(routePaths.logout.href());
    });
    // Back after a logout may restore this page from the back/forward cache, customer data and
    // all: a page that had a session which is gone now loads again (to the login) instead.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted && loggedIn && !auth.storedUser()) location.reload();
    });
    // Spec §4: keep the partner's single sign-on alive with ours, for customers signed in there.
    const keepAlive = createKeepAlive({
      ...keepAliveSettings(config),
      isAuthenticatedAtPartner: () =>
        client.cache?.peek<Account>('/api/account')?.isAuthenticatedAtMagenta === true,
    });
    auth.onEvent(keepAlive.onAuthEvent);
    window.addEventListener('unhandledrejection', (event) => errors.onUnhandled(event.reason));
    window.addEventListener('error', (event) => errors.onUnhandled(event.error ?? event.message));
  }

  return {
    config,
    auth,
    client,
    errors,
    tracking,
    logger,
    today: environment.today ?? configuredToday(config),
    attachRouter: (r) => void (router = r),
  };
}
