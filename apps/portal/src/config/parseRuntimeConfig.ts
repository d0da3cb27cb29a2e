import { RuntimeConfig } from '@vonk/domain';
import { z } from 'zod/mini';

/**
 * The config.json schema check, loaded on its own (see loadRuntimeConfig): the only schema the
 * portal runs, so the validation code stays out of the entry chunk.
 */
export function parseRuntimeConfig(
  body: unknown,
): { config: RuntimeConfig } | { problems: string[] } {
  const result = z.safeParse(RuntimeConfig, body);
  return result.success
    ? { config: result.data }
    : { problems: result.error.issues.map((issue) => issue.path.join('.') || '(root)') };
}
