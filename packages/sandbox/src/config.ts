import file from '../sandbox.config.json' with { type: 'json' };

/** Hosts, ports and identifiers of the embedded default, with every URL derived from them. */
export interface SandboxConfig {
  host: string;
  portalPort: number;
  idpPort: number;
  apiPort: number;
  clientId: string;
  apiAudience: string;
  accessTokenTtlSeconds: number;
  /** `http://localhost:4001`: issuer and base of every IdP endpoint. */
  issuer: string;
  apiOrigin: string;
  /** `http://localhost:5173`, or VONK_PORTAL_ORIGIN when a front serves it (ADR 098). */
  portalOrigin: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** `${portalOrigin}/logout`: where a session the portal ended itself comes back (ADR 056). */
  endedSessionUri: string;
  /** VONK_PRODUCTION=true lets the portal rehearse production error handling locally. */
  production: boolean;
  /**
   * VONK_TODAY=2027-01-23 sets the portal's calendar day (config.json `today`), e.g. to walk
   * through the §8 notice window (22/01–26/01) with any persona; the sandbox's own clock stays.
   */
  today?: string;
}

export type PortOverrides = Partial<Pick<SandboxConfig, 'portalPort' | 'idpPort' | 'apiPort'>>;

type Env = Record<string, string | undefined>;

/**
 * VONK_PORTAL_ORIGIN: the origin browsers reach the portal at when a front sits before its server,
 * e.g. the bench's TLS + HTTP/2 front `https://localhost:5443` (ADR 098). An origin only: scheme
 * http or https, the sandbox's host, a port, nothing after it.
 */
function portalOriginFrom(value: string, host: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.origin !== value ||
    url.hostname !== host
  )
    throw new Error(
      `Invalid VONK_PORTAL_ORIGIN '${value}': want an origin on ${host}, e.g. https://${host}:5443.`,
    );
  return url.origin;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`Invalid port '${value}'.`);
  return parsed;
}

/**
 * sandbox.config.json is the one place for hosts and ports; env vars (VONK_IDP_PORT,
 * VONK_API_PORT, VONK_PORTAL_PORT) and explicit overrides win so tests and a second checkout can
 * run beside a dev server. The issuer and redirect URIs follow the effective ports, the redirect
 * URIs (and the IdP's CORS origin) VONK_PORTAL_ORIGIN when set.
 */
export function resolveConfig(
  overrides: PortOverrides = {},
  env: Env = globalThis.process?.env ?? {},
): SandboxConfig {
  const portalPort = overrides.portalPort ?? port(env.VONK_PORTAL_PORT, file.portalPort);
  const idpPort = overrides.idpPort ?? port(env.VONK_IDP_PORT, file.idpPort);
  const apiPort = overrides.apiPort ?? port(env.VONK_API_PORT, file.apiPort);
  const origin = (p: number) => `http://${file.host}:${p}`;
  const portalOrigin = env.VONK_PORTAL_ORIGIN
    ? portalOriginFrom(env.VONK_PORTAL_ORIGIN, file.host)
    : origin(portalPort);
  return {
    host: file.host,
    portalPort,
    idpPort,
    apiPort,
    clientId: file.clientId,
    apiAudience: file.apiAudience,
    accessTokenTtlSeconds: file.accessTokenTtlSeconds,
    issuer: origin(idpPort),
    apiOrigin: origin(apiPort),
    portalOrigin,
    redirectUri: `${portalOrigin}/auth-callback`,
    postLogoutRedirectUri: `${portalOrigin}/`,
    endedSessionUri: `${portalOrigin}/logout`,
    production: env.VONK_PRODUCTION === 'true',
    ...(env.VONK_TODAY && { today: env.VONK_TODAY }),
  };
}
