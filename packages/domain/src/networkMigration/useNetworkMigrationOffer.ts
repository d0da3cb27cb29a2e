import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { NetworkMigrationOffer, NetworkMigrationRequest } from '../contract/index.ts';
import { NETWORK_MIGRATION_PATHS } from './networkMigrationPaths.ts';

/** The offer to move to the new network, priced for `selection` when given; 300 s. */
export function useNetworkMigrationOffer(
  selection?: NetworkMigrationRequest,
): SWRResponse<NetworkMigrationOffer, ApiError> {
  return useApiResource(NETWORK_MIGRATION_PATHS.offer(selection), (client: ApiClient, url) =>
    client.getJson<NetworkMigrationOffer>(url),
  );
}
