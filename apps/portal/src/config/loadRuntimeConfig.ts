import { RuntimeConfig } from '@vonk/domain';
import { z } from 'zod/mini';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * One `config.json` per environment, fetched at start, so the same build deploys anywhere. It is
 * checked against the contract's schema (the one schema the portal runs: nothing may start on a
 * half config), so a missing or mistyped field fails closed with the config error page.
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
  const config = z.safeParse(RuntimeConfig, body);
  if (!config.success) {
    const fields = config.error.issues.map((issue) => issue.path.join('.') || '(root)');
    throw new RuntimeConfigError(`config.json does not match its schema: ${fields.join(', ')}`);
  }
  return config.data;
}
