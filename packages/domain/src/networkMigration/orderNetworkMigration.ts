import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { networkMigrationWrites } from './paths.ts';
import type { NetworkMigrationRequest } from './schema.ts';

/** POST /api/networkmigration/preorder: reserve the move to the new network. */
export function preOrderNetworkMigration(client: ApiClient, request: NetworkMigrationRequest) {
  return sendWrite(client, networkMigrationWrites.preOrderNetworkMigration, request);
}

/** POST /api/networkmigration: order it; answers the order it created. */
export function orderNetworkMigration(client: ApiClient, request: NetworkMigrationRequest) {
  return sendWrite(client, networkMigrationWrites.orderNetworkMigration, request);
}

/**
 * The whole move as the customer confirms it (issue #14): pre-order, then order. A refusal of the
 * pre-order is the answer (nothing is ordered); otherwise the order's answer.
 */
export async function migrateNetwork(client: ApiClient, request: NetworkMigrationRequest) {
  const preOrder = await preOrderNetworkMigration(client, request);
  if (!preOrder.success) return { ...preOrder, orderId: null };
  return orderNetworkMigration(client, request);
}
