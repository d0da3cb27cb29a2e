import { z } from 'zod/mini';

/**
 * GET /config.json: runtime configuration, fetched once at start so one build deploys anywhere.
 * The sandbox serves the development values; the portal validates it with this schema and fails
 * closed (the Dutch config error page) when it does not match.
 */
export const RuntimeConfig = z.object({
  /** Issuer URL of the OpenID Connect provider. */
  authority: z.string().check(z.minLength(1)),
  clientId: z.string().check(z.minLength(1)),
  /** Base of the product API; relative `/api` in every environment we know. */
  apiBase: z.string().check(z.minLength(1)),
  /** Log endpoint for logged-in users (relative) and the external one for anonymous users. */
  logEndpoint: z.string().check(z.minLength(1)),
  externalLogEndpoint: z.string(),
  /** Production behaviour: unknown errors navigate to /error (spec §8). */
  production: z.boolean(),
  /** Product name shown in texts such as '{product} tijdelijk niet beschikbaar'. */
  productName: z.string().check(z.minLength(1)),
  /** Brand-name replacement for provider texts (spec §1). */
  brand: z.object({ oldName: z.string(), newName: z.string() }),
  /** URLs of the main brand site (spec §2.3 external links). */
  externalUrls: z.record(z.string(), z.string()),
  /** Feature switches that are not per customer (e.g. keep-alive, migrated-url variant). */
  switches: z.record(z.string(), z.boolean()),
  /**
   * Overrides of the request timeouts and the preload budget (client/timeouts.ts); absent in
   * production, set by tests through the sandbox so a hung request costs a second, not fifteen.
   */
  requestTimeouts: z.optional(
    z.object({
      readMs: z.optional(z.number().check(z.positive())),
      writeMs: z.optional(z.number().check(z.positive())),
      preloadBudgetMs: z.optional(z.number().check(z.positive())),
    }),
  ),
  /**
   * Development and tests only: the portal's calendar day (`yyyy-mm-dd`) instead of the device's,
   * for date-bound notices such as the §8 maintenance window. Ignored when `production` is true.
   */
  today: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  /**
   * Seconds without activity before the session ends (ADR 058); absent: 15 minutes. A test
   * environment serves less.
   */
  idleTimeoutSeconds: z.optional(z.number().check(z.positive())),
  /** Seconds ahead of the idle timeout the warning opens; absent: 2 minutes. */
  idleWarningSeconds: z.optional(z.number().check(z.positive())),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
