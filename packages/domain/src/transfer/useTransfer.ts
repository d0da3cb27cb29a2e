import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiGet } from '../cache/useApiGet.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { TransferDossier, TransferStatusSummary } from '../contract/index.ts';
import { TRANSFER_PATHS } from './transferPaths.ts';
import { getTransferDossierByReference } from './getTransferDossierByReference.ts';

/** The customer's own transfer dossier or null, 300 s. */
export function useTransferDossier(): SWRResponse<TransferDossier | null, ApiError> {
  return useApiGet(TRANSFER_PATHS.dossier);
}

/** The active dossier's status (menu, dashboard), 300 s. */
export function useTransferStatus(): SWRResponse<TransferStatusSummary, ApiError> {
  return useApiGet(TRANSFER_PATHS.status);
}

/** A dossier by reference (public /overstappen-afronden/{reference}); waits without one. */
export function useTransferDossierByReference(
  reference: string | null | undefined,
): SWRResponse<TransferDossier, ApiError> {
  return useApiResource(reference ? TRANSFER_PATHS.byReference(reference) : null, (client) =>
    getTransferDossierByReference(client, reference as string),
  );
}
