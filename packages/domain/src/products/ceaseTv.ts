import type { ApiClient } from '../client/createApiClient.ts';
import { isSoftFailure } from '../client/isSoftFailure.ts';
import { sendWrite } from '../client/descriptors.ts';
import { recoverWith } from '../errors/recoverWith.ts';
import { productWrites } from './paths.ts';
import type { TvCeaseRequest } from './schema.ts';

/**
 * POST /api/products/tv/cease (path and body designed in the contract: the spec shows none).
 * Spec §8: TV cease creation "returns true on error recovery": a failed request still answers
 * true (the back office follows up), so the page shows the confirmation. Only an explicit
 * `{ success: false }` answers false. Clears orders and subscription through the cache table.
 */
export function ceaseTv(client: ApiClient, request: TvCeaseRequest = {}): Promise<boolean> {
  return recoverWith(
    sendWrite(client, productWrites.ceaseTv, request).then((result) => !isSoftFailure(result)),
    true,
  );
}
