export { formDraftKey, isFormDraftKey, draftValues, restoreDraft } from './formDraft.ts';
export {
  ANONYMOUS_OWNER,
  adoptDraftOwner,
  clearFormDrafts,
  currentDraftOwner,
  draftOwner,
  draftOwnerKey,
  ownedDraftKey,
} from './draftOwner.ts';
export {
  leavesPage,
  serverMessages,
  submitErrorOutcome,
  submitResultOutcome,
} from './submitOutcome.ts';
export type { ServerMessage, SubmitOutcome } from './submitOutcome.ts';
