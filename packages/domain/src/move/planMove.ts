import type { ApiClient } from '../client/createApiClient.ts';
import type { MoveRequest, ProductOrderResult } from '../contract/index.ts';

/**
 * POST /api/move {address, moveDate}; clears the planned move and orders. An unknown address is
 * a soft failure with the spec §5 text in `message`.
 */
export function planMove(client: ApiClient, request: MoveRequest): Promise<ProductOrderResult> {
  return client.send<ProductOrderResult>('POST', '/api/move', request);
}
