import type { ApiClient } from '../client/createApiClient.ts';
import { getRead } from '../client/descriptors.ts';
import { addressLookup } from './reads.ts';
import type { AddressLookupResult } from './schema.ts';

// Apart from the account's writes and downloads (accountSettings.ts): the forms that look an
// address up (a move, a delivery elsewhere) need none of those (issue #34).

/** GET /api/AddressLookup/{postalCode}/{houseNumber}: [] when the combination is unknown (spec §5). */
export function lookupAddress(
  client: ApiClient,
  postalCode: string,
  houseNumber: number | string,
): Promise<AddressLookupResult> {
  return getRead(client, addressLookup, { postalCode, houseNumber });
}
