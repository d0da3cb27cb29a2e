import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { leavesPage } from '../forms/submitOutcome.ts';
import { productWrites } from './paths.ts';
import type { TvCeaseRequest } from './schema.ts';

export type TvCeaseOutcome =
  | { kind: 'ceased' }
  | { kind: 'refused'; message: string | null }
  /** The request failed; spec §8 recovers with true (ceaseTv), the page says it is unconfirmed. */
  | { kind: 'unconfirmed' };

/**
 * The TV cease as the cease flow needs it (ADR 049). Spec §8 "TV cease creation returns true on
 * error recovery" stays true in `ceaseTv`; a page that shows the answer must not claim a cease
 * that may not have arrived, so a failure is `unconfirmed` here, not `ceased`. A 503 or 401 still
 * leaves the page (maintenance, logout).
 */
export async function ceaseTvOutcome(
  client: ApiClient,
  request: TvCeaseRequest,
): Promise<TvCeaseOutcome> {
  try {
    const result = await sendWrite(client, productWrites.ceaseTv, request);
    return result.success
      ? { kind: 'ceased' }
      : { kind: 'refused', message: result.message ?? null };
  } catch (error) {
    if (leavesPage(error)) throw error;
    return { kind: 'unconfirmed' };
  }
}
