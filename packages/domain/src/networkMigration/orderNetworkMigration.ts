import type { ApiClient } from '../client/createApiClient.ts';
import type {
  NetworkMigrationRequest,
  ProductOrderResult,
  WriteResult,
} from '../contract/index.ts';
import { NETWORK_MIGRATION_PATHS } from './networkMigrationPaths.ts';

/** POST /api/networkmigration/preorder; clears the offer, orders and subscription. */
export function preOrderNetworkMigration(client: ApiClient, request: NetworkMigrationRequest) {
  return client.send<WriteResult>('POST', NETWORK_MIGRATION_PATHS.preOrder, request);
}

/** POST /api/networkmigration: the migration order. */
export function orderNetworkMigration(client: ApiClient, request: NetworkMigrationRequest) {
  return client.send<ProductOrderResult>('POST', NETWORK_MIGRATION_PATHS.migrate, request);
}
