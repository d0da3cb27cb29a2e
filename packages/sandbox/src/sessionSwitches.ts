/**
 * Session timings the sandbox serves, switchable by tests without a restart (issue #16, ADR 058):
 * the access-token lifetime the IdP issues, the idle timeout and the keep-alive switch of
 * /config.json. PUT /__sandbox/session changes them; POST /__sandbox/reset restores them. Shared
 * by the IdP and the API of one sandbox.
 */
export interface SessionSettings {
  accessTokenTtlSeconds: number;
  /** Null: the portal's default (15 minutes). */
  idleTimeoutSeconds: number | null;
  /** Null: the portal's default (2 minutes). */
  idleWarningSeconds: number | null;
  /** The §4 keep-alive switch; its URL is always served. */
  keepAlive: boolean;
}

export class SessionSwitches implements SessionSettings {
  accessTokenTtlSeconds: number;
  idleTimeoutSeconds: number | null = null;
  idleWarningSeconds: number | null = null;
  keepAlive = true;
  readonly #initialTtl: number;

  constructor(accessTokenTtlSeconds: number) {
    this.#initialTtl = accessTokenTtlSeconds;
    this.accessTokenTtlSeconds = accessTokenTtlSeconds;
  }

  /** Applies a PUT body; returns an error message for a bad one. */
  apply(body: unknown): string | null {
    if (typeof body !== 'object' || body === null) return 'Body must be a JSON object.';
    const { accessTokenTtlSeconds, idleTimeoutSeconds, idleWarningSeconds, keepAlive } =
      body as Record<string, unknown>;
    const seconds = (value: unknown) =>
      value === undefined || (Number.isInteger(value) && (value as number) >= 5);
    if (!seconds(accessTokenTtlSeconds)) return 'accessTokenTtlSeconds must be an integer ≥ 5.';
    if (idleTimeoutSeconds !== null && !seconds(idleTimeoutSeconds))
      return 'idleTimeoutSeconds must be an integer ≥ 5, or null.';
    if (idleWarningSeconds !== null && !seconds(idleWarningSeconds))
      return 'idleWarningSeconds must be an integer ≥ 5, or null.';
    if (keepAlive !== undefined && typeof keepAlive !== 'boolean')
      return 'keepAlive must be true or false.';
    if (typeof accessTokenTtlSeconds === 'number')
      this.accessTokenTtlSeconds = accessTokenTtlSeconds;
    if (idleTimeoutSeconds !== undefined)
      this.idleTimeoutSeconds = idleTimeoutSeconds as number | null;
    if (idleWarningSeconds !== undefined)
      this.idleWarningSeconds = idleWarningSeconds as number | null;
    if (typeof keepAlive === 'boolean') this.keepAlive = keepAlive;
    return null;
  }

  settings(): SessionSettings {
    const { accessTokenTtlSeconds, idleTimeoutSeconds, idleWarningSeconds, keepAlive } = this;
    return { accessTokenTtlSeconds, idleTimeoutSeconds, idleWarningSeconds, keepAlive };
  }

  reset(): void {
    this.accessTokenTtlSeconds = this.#initialTtl;
    this.idleTimeoutSeconds = null;
    this.idleWarningSeconds = null;
    this.keepAlive = true;
  }
}
