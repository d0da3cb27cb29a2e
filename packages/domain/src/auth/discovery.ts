import type { OidcMetadata } from 'oidc-client-ts';
import { IDP_REQUEST_TIMEOUT_SECONDS } from './authConstants.ts';
import { oidcStorePrefix } from './storedSession.ts';

/** Where this tab keeps the IdP's discovery document once fetched. */
export const discoveryKey = (host: string, authority: string): string =>
  `${oidcStorePrefix(host)}discovery:${authority}`;

/** The same URL oidc-client-ts derives from the authority. */
export const discoveryUrl = (authority: string): string =>
  `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`;

const usable = (value: unknown): value is OidcMetadata =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OidcMetadata).issuer === 'string' &&
  typeof (value as OidcMetadata).authorization_endpoint === 'string' &&
  typeof (value as OidcMetadata).token_endpoint === 'string';

function stored(storage: Storage, key: string): OidcMetadata | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return usable(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The IdP's discovery document, fetched once per tab session and kept beside the login state
 * (issue #10). A login leaves for the IdP and comes back to a new page whose callback needs the
 * token endpoint: it reads the kept document instead of asking again before redeeming the code.
 * The fetch runs beside the import of oidc-client-ts, not after it.
 */
export async function loadDiscovery(
  authority: string,
  storage: Storage,
  host: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = IDP_REQUEST_TIMEOUT_SECONDS * 1000,
): Promise<OidcMetadata> {
  const key = discoveryKey(host, authority);
  const known = stored(storage, key);
  if (known) return known;
  // A discovery request that never answers fails after the IdP timeout (issue #16).
  const response = await fetchImpl(discoveryUrl(authority), {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok)
    throw new Error(`Discovery failed: ${response.status} ${discoveryUrl(authority)}`);
  const metadata: unknown = await response.json();
  if (!usable(metadata)) throw new Error(`Discovery document of ${authority} lacks endpoints`);
  storage.setItem(key, JSON.stringify(metadata));
  return metadata;
}
