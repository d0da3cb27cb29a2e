import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { RuntimeConfig } from '@vonk/domain/contract';
import type { SessionSwitches } from '../../sessionSwitches.ts';
import type { ApiConfig } from '../types.ts';

/** The brand site the config links to. It does not exist: nothing answers it but the stories' MSW. */
export const MAIN_SITE = 'https://www.vonk.example';
/** The partner single sign-on's keep-alive page, served by the sandbox IdP (spec §4). */
export const KEEP_ALIVE_PATH = '/partner/keep-alive';

/** Links to the main brand site (spec §2.3). `{vkfe}` is the linked mobile subscription's id. */
export const externalUrls = {
  home: `${MAIN_SITE}/`,
  service: `${MAIN_SITE}/service`,
  contact: `${MAIN_SITE}/service/contact`,
  shops: `${MAIN_SITE}/winkels`,
  twoStepVerification: `${MAIN_SITE}/mijn-account/tweestapsverificatie`,
  name: `${MAIN_SITE}/mijn-account/naam`,
  password: `${MAIN_SITE}/mijn-account/wachtwoord`,
  phoneNumber: `${MAIN_SITE}/mijn-account/telefoonnummer`,
  privacySettings: `${MAIN_SITE}/mijn-account/privacy`,
  paymentDetails: `${MAIN_SITE}/mijn-account/betaalgegevens`,
  invoiceSettings: `${MAIN_SITE}/mijn-account/factuurinstellingen`,
  /** Pay what is open with iDEAL on the main site (/rekeningen, ADR 033). */
  payNow: `${MAIN_SITE}/betalen`,
  subscriptionOverview: `${MAIN_SITE}/mijn-account/abonnementen`,
  community: `${MAIN_SITE}/community`,
  mobileAccount: `${MAIN_SITE}/my/mobiel/{vkfe}`,
  settings: `${MAIN_SITE}/my/instellingen`,
  myApp: `${MAIN_SITE}/my`,
  /** The set-top box's explainer video and its Dutch captions (issue #14, ADR 067). */
  setTopBoxVideo: `${MAIN_SITE}/media/mediabox-next.mp4`,
  setTopBoxVideoCaptions: `${MAIN_SITE}/media/mediabox-next.nl.vtt`,
} satisfies RuntimeConfig['externalUrls'];

/**
 * The production flag as served right now: starts from the sandbox config (VONK_PRODUCTION) and
 * can be switched by tests through PUT /__sandbox/config; POST /__sandbox/reset restores it.
 */
export class RuntimeSwitches {
  production: boolean;
  /** Shorter request timeouts for fault tests; absent: the portal's own (client/timeouts.ts). */
  requestTimeouts: RuntimeConfig['requestTimeouts'];
  /** The portal's calendar day (ISO), or null for the device's clock; see `RuntimeConfig.today`. */
  today: string | null;
  readonly #initial: { production: boolean; today: string | null };

  constructor(config: Pick<ApiConfig, 'production' | 'today'>) {
    this.#initial = { production: config.production, today: config.today ?? null };
    this.production = config.production;
    this.today = this.#initial.today;
  }

  reset(): void {
    this.production = this.#initial.production;
    this.today = this.#initial.today;
    this.requestTimeouts = undefined;
  }
}

/**
 * GET /config.json: the development RuntimeConfig (one build, configured at start). With a strong
 * ETag of its body, as a provider's API must send one: the production server serves it `no-cache`,
 * so every load revalidates it and an unchanged config answers 304 without a body (ADR 082).
 */
export function runtimeConfigRoutes(
  config: ApiConfig,
  switches: RuntimeSwitches,
  session: SessionSwitches,
) {
  return new Hono().use('/config.json', etag()).get('/config.json', (c) =>
    c.json({
      authority: config.issuer,
      clientId: config.clientId,
      apiBase: '/api',
      logEndpoint: '/api/log',
      externalLogEndpoint: '/api/log/external',
      production: switches.production,
      productName: 'Vonk',
      brand: { oldName: 'Ziggo', newName: 'Vonk' },
      // Spec §4: the partner's keep-alive endpoint; the sandbox IdP plays the partner (ADR 058).
      externalUrls: { ...externalUrls, keepAlive: `${config.issuer}${KEEP_ALIVE_PATH}` },
      // Spec §2.1 /demo: the design-system showcase is on in development, off in production.
      switches: { demo: !switches.production, keepAlive: session.keepAlive },
      ...(switches.requestTimeouts && { requestTimeouts: switches.requestTimeouts }),
      ...(switches.today !== null && { today: switches.today }),
      ...(session.idleTimeoutSeconds !== null && {
        idleTimeoutSeconds: session.idleTimeoutSeconds,
      }),
      ...(session.idleWarningSeconds !== null && {
        idleWarningSeconds: session.idleWarningSeconds,
      }),
    } satisfies RuntimeConfig),
  );
}
