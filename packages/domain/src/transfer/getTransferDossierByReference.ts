import type { ApiClient } from '../client/createApiClient.ts';
import type { TransferDossier } from '../contract/index.ts';
import { TRANSFER_PATHS } from './transferPaths.ts';

/** GET /api/transfer/reference/{reference} (public): an unknown reference is a 404 ApiError. */
export function getTransferDossierByReference(
  client: ApiClient,
  reference: string,
): Promise<TransferDossier> {
  return client.getJson<TransferDossier>(TRANSFER_PATHS.byReference(reference));
}
