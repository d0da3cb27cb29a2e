import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useRead } from '../cache/useRead.ts';
import * as networkMigrationReads from './reads.ts';
import type { NetworkMigrationOffer, NetworkMigrationRequest } from './schema.ts';

/** The offer to move to the new network, priced for `selection` when given; 300 s. */
export function useNetworkMigrationOffer(
  selection?: Partial<NetworkMigrationRequest>,
): SWRResponse<NetworkMigrationOffer, ApiError> {
  return useRead(networkMigrationReads.networkMigrationOffer, selection);
}
