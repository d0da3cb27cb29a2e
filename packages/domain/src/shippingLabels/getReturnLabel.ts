import type { ApiClient } from '../client/createApiClient.ts';
import { returnLabelPath } from '../contract/index.ts';
import type { ReturnLabel } from '../contract/index.ts';

/**
 * GET /api/shippinglabel/{reference}: the return of equipment the public /retour-label page
 * shows (spec §2.1), without a login; 30 s like the order routes. An unknown reference is a 404
 * ApiError. Path and shape are designed in the contract (contract/shippingLabels.ts).
 */
export function getReturnLabel(client: ApiClient, reference: string): Promise<ReturnLabel> {
  return client.getJson<ReturnLabel>(returnLabelPath(reference));
}
