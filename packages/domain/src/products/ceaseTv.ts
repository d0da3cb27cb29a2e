import type { ApiClient } from '../client/createApiClient.ts';
import { isSoftFailure } from '../client/isSoftFailure.ts';
import type { TvCeaseRequest, WriteResult } from '../contract/index.ts';
import { recoverWith } from '../errors/recoverStatus.ts';
import { PRODUCTS_PATHS } from './productsPaths.ts';

/**
 * POST /api/products/tv/cease (path and body designed in the contract: the spec shows none).
 * Spec §8: TV cease creation "returns true on error recovery": a failed request still answers
 * true (the back office follows up), so the page shows the confirmation. Only an explicit
 * `{ success: false }` answers false. Clears orders and subscription through the cache table.
 */
export function ceaseTv(client: ApiClient, request: TvCeaseRequest = {}): Promise<boolean> {
  return recoverWith(
    client
      .send<WriteResult | undefined>('POST', PRODUCTS_PATHS.tvCease, request, {
        category: 'Opzeggen',
        label: 'TV opzeggen',
      })
      .then((result) => !isSoftFailure(result)),
    true,
  );
}
