import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { transferWrites } from './paths.ts';
import type { TransferDossierUpdate } from './schema.ts';

/**
 * PUT the dossier details: the own dossier, or by reference from the public page. Clears the
 * dossier, its status and converged (the transfer flag) through the cache table.
 */
export function updateTransferDossier(
  client: ApiClient,
  update: TransferDossierUpdate,
  reference?: string,
): Promise<WriteResult> {
  return reference
    ? sendWrite(client, transferWrites.updateTransferDossierByReference, update, { reference })
    : sendWrite(client, transferWrites.updateTransferDossier, update);
}
