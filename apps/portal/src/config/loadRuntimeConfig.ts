import { routePaths } from '@vonk/domain';
import type { RuntimeConfig } from '@vonk/domain';
import { takeEarly } from '../session/takeEarly.ts';
import { takeHandedOverConfig } from './configHandover.ts';
import { parseRuntimeConfig } from './parseRuntimeConfig.ts';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Where this page load stands; the defaults read the browser (tests pass their own). */
export interface ConfigSources {
  pathname?: string;
  storage?: Storage;
  /** The early script's config.json fetch (src/warmLanding.ts), when it started one. */
  early?: Promise<Response>;
}

/**
 * One `config.json` per environment, fetched at start, so the same build deploys anywhere. It is
 * checked against the contract's schema (nothing may start on a half config), so a missing or
 * mistyped field fails closed with the config error page. The check is small and written out by
 * hand (ADR 084), so it sits in the entry: no chunk to fetch between config.json and the start.
 * The page the IdP sends back to takes the config the page before it handed over, checked again,
 * instead of fetching it a second time (ADR 085).
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  {
    pathname = location.pathname,
    storage = sessionStorage,
    early = takeEarly('vonkEarlyConfig'),
  }: ConfigSources = {},
): Promise<RuntimeConfig> {
  // Taken (removed) on every load, so a stale one from an abandoned login never lingers.
  const handedOver = takeHandedOverConfig(storage);
  if (handedOver !== undefined && pathname === routePaths.authCallback.pattern) {
    const result = parseRuntimeConfig(handedOver);
    if ('config' in result) return result.config;
  }
  let response: Response;
  try {
    response = await (early ??
      fetchImpl('/config.json', { headers: { Accept: 'application/json' } }));
  } catch (cause) {
    throw new RuntimeConfigError('config.json could not be fetched', { cause });
  }
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  const result = parseRuntimeConfig(body);
  if ('problems' in result) {
    throw new RuntimeConfigError(
      `config.json does not match its schema: ${result.problems.join(', ')}`,
    );
  }
  return result.config;
}
