import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { orderWrites } from './paths.ts';
import type { ShippingAddressChangeRequest } from './schema.ts';

/** POST /api/orders/shippingaddress; clears the cached orders. */
export function changeShippingAddress(
  client: ApiClient,
  request: ShippingAddressChangeRequest,
): Promise<WriteResult> {
  return sendWrite(client, orderWrites.changeShippingAddress, request);
}
