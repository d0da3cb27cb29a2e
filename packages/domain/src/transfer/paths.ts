import type { WriteResult } from '../contract/common.ts';
import { read, returns, readWith, write, writeWith } from '../contract/endpoint.ts';
import type { TransferDossier, TransferDossierUpdate, TransferStatusSummary } from './schema.ts';

/** Transfer (overstappen) URLs of spec §7.2 as the sandbox serves them (300 s). */
export const TRANSFER_PATHS = {
  dossier: '/api/transfer',
  status: '/api/transfer/status',
  byReference: (reference: string) => `/api/transfer/reference/${encodeURIComponent(reference)}`,
} as const;

export const transferReads = {
  transferDossier: read(TRANSFER_PATHS.dossier, 'medium', returns<TransferDossier | null>()),
  transferStatus: read(TRANSFER_PATHS.status, 'medium', returns<TransferStatusSummary>()),
  /** Public /overstappen-afronden/{reference}. */
  transferDossierByReference: readWith<TransferDossier, { reference: string }>(
    '/api/transfer/reference/*',
    'medium',
    ({ reference }) => TRANSFER_PATHS.byReference(reference),
  ),
};

const tracking = { category: 'SS - Overstappen', label: 'Overstapgegevens opslaan' } as const;

/** Both clear the dossier, its status and converged (the transfer flag). */
export const transferWrites = {
  updateTransferDossier: write<TransferDossierUpdate, WriteResult>('PUT', TRANSFER_PATHS.dossier, {
    tracking,
    clears: ['/api/transfer/**', '/api/converged'],
  }),
  /** Public transfer dossier (/overstappen-afronden). */
  updateTransferDossierByReference: writeWith<
    TransferDossierUpdate,
    WriteResult,
    { reference: string }
  >('PUT', '/api/transfer/reference/*', ({ reference }) => TRANSFER_PATHS.byReference(reference), {
    tracking,
    clears: ['/api/transfer/**', '/api/transfer', '/api/converged'],
  }),
};
