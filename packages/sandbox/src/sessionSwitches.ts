import { isNamespace, splitLogin } from './personas/namespaces.ts';

/**
 * Session timings the sandbox serves, switchable by tests without a restart (issue #16, ADR 058):
 * the access-token lifetime the IdP issues, the idle timeout and the keep-alive switch of
 * /config.json. PUT /__sandbox/session changes them; POST /__sandbox/reset restores them. Shared
 * by the IdP and the API of one sandbox.
 *
 * The access-token lifetime can also be set for one persona namespace only (`{namespace: "w3",
 * accessTokenTtlSeconds: 8}`, ADR 093): it then holds for that worker's logins (`jan@w3`) alone,
 * so a writes spec can shorten it beside the other tests. A reset of that namespace drops it.
 * The idle timings and the keep-alive live in /config.json, which the portal reads before anyone
 * logs in: they stay global.
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
  readonly #namespaceTtl = new Map<string, number>();

  constructor(accessTokenTtlSeconds: number) {
    this.#initialTtl = accessTokenTtlSeconds;
    this.accessTokenTtlSeconds = accessTokenTtlSeconds;
  }

  /** Applies a PUT body; returns an error message for a bad one. */
  apply(body: unknown): string | null {
    if (typeof body !== 'object' || body === null) return 'Body must be a JSON object.';
    if ('namespace' in body) return this.#applyToNamespace(body as Record<string, unknown>);
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

  #applyToNamespace(body: Record<string, unknown>): string | null {
    const { namespace, accessTokenTtlSeconds, ...rest } = body;
    if (!isNamespace(namespace)) return 'namespace must be "w" and a number, e.g. "w1".';
    if (Object.keys(rest).length > 0)
      return 'Only accessTokenTtlSeconds can be set per namespace; the rest is global.';
    if (!Number.isInteger(accessTokenTtlSeconds) || (accessTokenTtlSeconds as number) < 5)
      return 'accessTokenTtlSeconds must be an integer ≥ 5.';
    this.#namespaceTtl.set(namespace, accessTokenTtlSeconds as number);
    return null;
  }

  /** The lifetime of an access token issued to `login` now: its namespace's, else the global. */
  accessTokenTtlFor(login: string | undefined): number {
    const namespace = login === undefined ? null : splitLogin(login).namespace;
    const own = namespace === null ? undefined : this.#namespaceTtl.get(namespace);
    return own ?? this.accessTokenTtlSeconds;
  }

  /** Settings of one namespace, for GET /__sandbox/session?namespace=w3. */
  namespaceSettings(namespace: string): { namespace: string; accessTokenTtlSeconds: number } {
    return {
      namespace,
      accessTokenTtlSeconds: this.#namespaceTtl.get(namespace) ?? this.accessTokenTtlSeconds,
    };
  }

  /** Drops one namespace's lifetime, or every namespace's (undefined): as the persona copies. */
  resetNamespace(namespace?: string): void {
    if (namespace === undefined) this.#namespaceTtl.clear();
    else this.#namespaceTtl.delete(namespace);
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
