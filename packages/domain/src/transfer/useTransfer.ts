import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useRead } from '../cache/useRead.ts';
import * as transferReads from './reads.ts';
import type { TransferDossier, TransferStatusSummary } from './schema.ts';

/** The customer's own transfer dossier or null, 300 s. */
export function useTransferDossier(): SWRResponse<TransferDossier | null, ApiError> {
  return useRead(transferReads.transferDossier);
}

/** The active dossier's status (menu, dashboard), 300 s. */
export function useTransferStatus(): SWRResponse<TransferStatusSummary, ApiError> {
  return useRead(transferReads.transferStatus);
}

/** A dossier by reference (public /overstappen-afronden/{reference}); waits without one. */
export function useTransferDossierByReference(
  reference: string | null | undefined,
): SWRResponse<TransferDossier, ApiError> {
  return useRead(reference ? transferReads.transferDossierByReference : null, {
    reference: reference ?? '',
  });
}
