import { lazyPart } from '../../../sections/lazyPart.tsx';

// The cancel flow's later steps load when the customer goes on (issue #34): one chunk
// (ceaseLaterSteps.ts), warmed while the choice step is worked on (CeaseChoice), fetched at the
// latest when the summary or the receipt shows.
const loadCeaseSteps = () => import('./ceaseLaterSteps.ts');

const summary = lazyPart(() => loadCeaseSteps().then((steps) => steps.CeaseSummary), {
  arrival: true,
});
const receipt = lazyPart(() => loadCeaseSteps().then((steps) => steps.CeaseReceipt), {
  arrival: true,
});

/** Step 2 (CeaseSummary), a skeleton while its code loads. */
export const CeaseSummaryStep = summary.Part;
/** Step 3 (CeaseReceipt), a skeleton while its code loads. */
export const CeaseReceiptStep = receipt.Part;
/** Starts loading steps 2 and 3: on intent to go on from the choice. */
export const warmCeaseSteps = summary.warm;
