export { updateTransferDossier } from './updateTransferDossier.ts';
export {
  PROVIDER_MAX_LENGTH,
  TRANSFER_DETAILS_FIELDS,
  TRANSFER_REFERENCE_PATTERN,
  needsTransferDetails,
  normaliseTransferReference,
  toTransferDossierUpdate,
  transferDetailsFieldError,
  transferDetailsInput,
  transferReferenceError,
  transferSteps,
  validateTransferDetails,
} from './rules.ts';
export type {
  TransferDetailsError,
  TransferDetailsField,
  TransferDetailsInput,
  TransferDetailsIssue,
  TransferReferenceError,
  TransferStep,
} from './rules.ts';
export { transferCompletionPath, transferStage } from './transferStage.ts';
export type { TransferStage } from './transferStage.ts';
