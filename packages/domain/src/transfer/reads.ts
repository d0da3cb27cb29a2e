// The transfer GETs, one export each (ADR 102): `reads.x` and `transferReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../endpoint/endpoint.ts';
import type { TransferDossier, TransferStatusSummary } from './schema.ts';
import { TRANSFER_PATHS } from './urls.ts';

export const transferDossier = read(TRANSFER_PATHS.dossier, returns<TransferDossier | null>(), {
  ttl: 'medium',
});
export const transferStatus = read(TRANSFER_PATHS.status, returns<TransferStatusSummary>(), {
  ttl: 'medium',
});
/** Public /overstappen-afronden/{reference}. */
export const transferDossierByReference = readWith<TransferDossier, { reference: string }>(
  '/api/transfer/reference/*',
  ({ reference }) => TRANSFER_PATHS.byReference(reference),
  { ttl: 'medium' },
);
