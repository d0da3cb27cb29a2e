import { lazyStep } from '../../../sections/lazyStep.tsx';

// The cancel flow's later steps load when the customer goes on (issue #34): one chunk
// (ceaseLaterSteps.ts), warmed while the choice step is worked on (CeaseChoice), fetched at the
// latest when the summary or the receipt shows.
const loadCeaseSteps = () => import('./ceaseLaterSteps.ts');

const summary = lazyStep(() => loadCeaseSteps().then((steps) => steps.CeaseSummary));
const receipt = lazyStep(() => loadCeaseSteps().then((steps) => steps.CeaseReceipt));

/** Step 2 (CeaseSummary), a skeleton while its code loads. */
export const CeaseSummaryStep = summary.Part;
/** Step 3 (CeaseReceipt), a skeleton while its code loads. */
export const CeaseReceiptStep = receipt.Part;
/** Starts loading steps 2 and 3: on intent to go on from the choice. */
export const warmCeaseSteps = summary.warm;
