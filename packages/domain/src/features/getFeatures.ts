import type { ApiClient } from '../client/createApiClient.ts';
import type { FeatureConfiguration } from '../contract/index.ts';
import { recoverStatus } from '../errors/recoverStatus.ts';

/** GET /api/features; a 503 is ignored and the map defaults to empty (spec §3, §8). */
export function getFeatures(client: ApiClient): Promise<FeatureConfiguration> {
  return recoverStatus(client.get('/api/features'), 503, () => ({}));
}
