import type { RuntimeConfig } from '@vonk/domain';
import { parseRuntimeConfig } from './parseRuntimeConfig.ts';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * One `config.json` per environment, fetched at start, so the same build deploys anywhere. It is
 * checked against the contract's schema (nothing may start on a half config), so a missing or
 * mistyped field fails closed with the config error page. The check is small and written out by
 * hand (ADR 084), so it sits in the entry: no chunk to fetch between config.json and the start.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
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
