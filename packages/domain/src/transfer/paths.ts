import type { WriteResult } from '../endpoint/common.ts';
import { write, writeWith } from '../endpoint/endpoint.ts';
import type { TransferDossierUpdate } from './schema.ts';
import { TRANSFER_PATHS } from './urls.ts';

export * from './urls.ts';

const tracking = { category: 'SS - Overstappen', label: 'Overstapgegevens opslaan' } as const;

export const transferWrites = {
  updateTransferDossier: write<TransferDossierUpdate, WriteResult>('PUT', TRANSFER_PATHS.dossier, {
    clears: ['/api/transfer/**', '/api/converged'],
    tracking,
  }),
  /** Public transfer dossier (/overstappen-afronden). */
  updateTransferDossierByReference: writeWith<
    TransferDossierUpdate,
    WriteResult,
    { reference: string }
  >('PUT', '/api/transfer/reference/*', ({ reference }) => TRANSFER_PATHS.byReference(reference), {
    clears: ['/api/transfer/**', '/api/transfer', '/api/converged'],
    tracking,
  }),
};
