export { TRANSFER_PATHS } from './transferPaths.ts';
export {
  useTransferDossier,
  useTransferDossierByReference,
  useTransferStatus,
} from './useTransfer.ts';
export { updateTransferDossier } from './updateTransferDossier.ts';
