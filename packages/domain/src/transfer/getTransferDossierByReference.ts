import type { ApiClient } from '../client/createApiClient.ts';
import { getRead } from '../client/descriptors.ts';
import * as transferReads from './reads.ts';
import type { TransferDossier } from './schema.ts';

/** GET /api/transfer/reference/{reference} (public): an unknown reference is a 404 ApiError. */
export function getTransferDossierByReference(
  client: ApiClient,
  reference: string,
): Promise<TransferDossier> {
  return getRead(client, transferReads.transferDossierByReference, { reference });
}
