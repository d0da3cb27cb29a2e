import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { ProductOrderResult } from '../products/schema.ts';
import { moveWrites } from './paths.ts';
import type { MoveRequest } from './schema.ts';

/**
 * POST /api/move {address, moveDate}; clears the planned move and orders. An unknown address is
 * a soft failure with the spec §5 text in `message`.
 */
export function planMove(client: ApiClient, request: MoveRequest): Promise<ProductOrderResult> {
  return sendWrite(client, moveWrites.planMove, request);
}
