import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { orderWrites } from './paths.ts';
import type { WithdrawalRequest, WithdrawalResult } from './schema.ts';

/** POST /api/orders/{id}/withdrawal (ADR 130); clears the cached orders and products. */
export function withdrawOrder(
  client: ApiClient,
  orderId: string,
  request: WithdrawalRequest,
): Promise<WithdrawalResult> {
  return sendWrite(client, orderWrites.withdrawOrder, request, { id: orderId });
}
