import type { RuntimeConfig } from '@vonk/domain';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const REQUIRED: (keyof RuntimeConfig)[] = [
  'authority',
  'clientId',
  'apiBase',
  'logEndpoint',
  'productName',
];

/** One `config.json` per environment, fetched at start, so the same build deploys anywhere. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new RuntimeConfigError('config.json could not be fetched', { cause });
  }
  if (!response.ok) throw new RuntimeConfigError(`config.json answered ${response.status}`);
  const config: unknown = await response.json().catch(() => null);
  const missing = REQUIRED.filter(
    (key) => typeof (config as Record<string, unknown> | null)?.[key] !== 'string',
  );
  if (missing.length > 0) throw new RuntimeConfigError(`config.json lacks ${missing.join(', ')}`);
  return config as RuntimeConfig;
}
