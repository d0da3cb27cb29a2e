// Steps 2 and 3 of cancelling in one chunk (issue #34): the summary with its confirm and the
// receipt. Loaded through lazyCeaseSteps.tsx, never statically, so the choice step loads without
// them; the receipt follows the summary without a fetch of its own.
import folderMessages from '../../../i18n/compiled/pages/abonnementen.opzeggen.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

registerPageMessages(folderMessages);

export { CeaseSummary } from './CeaseSummary.tsx';
export { CeaseReceipt } from './CeaseReceipt.tsx';
