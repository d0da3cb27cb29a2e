export { formDraftKey, draftValues, restoreDraft } from './formDraft.ts';
export {
  leavesPage,
  serverMessages,
  submitErrorOutcome,
  submitResultOutcome,
} from './submitOutcome.ts';
export type { ServerMessage, SubmitOutcome } from './submitOutcome.ts';
