/**
 * GET /config.json: runtime configuration, fetched once at start so one build deploys anywhere.
 * The sandbox serves the development values.
 */
export interface RuntimeConfig {
  /** Issuer URL of the OpenID Connect provider. */
  authority: string;
  clientId: string;
  /** Base of the product API; relative `/api` in every environment we know. */
  apiBase: string;
  /** Log endpoint for logged-in users (relative) and the external one for anonymous users. */
  logEndpoint: string;
  externalLogEndpoint: string;
  /** Production behaviour: unknown errors navigate to /error (spec §8). */
  production: boolean;
  /** Product name shown in texts such as '{product} tijdelijk niet beschikbaar'. */
  productName: string;
  /** Brand-name replacement for provider texts (spec §1). */
  brand: { oldName: string; newName: string };
  /** URLs of the main brand site (spec §2.3 external links). */
  externalUrls: Record<string, string>;
  /** Feature switches that are not per customer (e.g. keep-alive, migrated-url variant). */
  switches: Record<string, boolean>;
}
