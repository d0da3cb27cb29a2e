import type { ApiClient } from '../client/createApiClient.ts';
import type { TransferDossierUpdate, WriteResult } from '../contract/index.ts';
import { TRANSFER_PATHS } from './transferPaths.ts';

/**
 * PUT the dossier details: the own dossier, or by reference from the public page. Clears the
 * dossier, its status and converged (the transfer flag) through the cache table.
 */
export function updateTransferDossier(
  client: ApiClient,
  update: TransferDossierUpdate,
  reference?: string,
): Promise<WriteResult> {
  const url = reference ? TRANSFER_PATHS.byReference(reference) : TRANSFER_PATHS.dossier;
  return client.send<WriteResult>('PUT', url, update);
}
