export { updateTransferDossier } from './updateTransferDossier.ts';
export {
  PROVIDER_MAX_LENGTH,
  TRANSFER_DETAILS_FIELDS,
  TRANSFER_REFERENCE_PATTERN,
  normaliseTransferReference,
  toTransferDossierUpdate,
  transferDetailsFieldError,
  transferDetailsInput,
  transferReferenceError,
  validateTransferDetails,
} from './rules.ts';
export type {
  TransferDetailsError,
  TransferDetailsField,
  TransferDetailsInput,
  TransferDetailsIssue,
  TransferReferenceError,
} from './rules.ts';
export { transferCompletionPath, transferStage } from './transferStage.ts';
export type { TransferStage } from './transferStage.ts';
export { needsTransferDetails, transferSteps } from './dossierSteps.ts';
export type { TransferStep } from './dossierSteps.ts';
