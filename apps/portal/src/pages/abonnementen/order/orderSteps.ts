// Steps 2 and 3 of every order flow in one chunk (issue #34): the summary (its pricing from the
// monthly total, its voucher field, the description list, the voucher rules) and the receipt, with the texts only they use. Loaded
// through ../lazyOrderSteps.tsx and never imported statically by a flow, so a flow's choice step
// loads without them; the receipt follows the summary without a fetch of its own.
import folderMessages from '../../../i18n/compiled/pages/abonnementen.order.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

registerPageMessages(folderMessages);

export { PricedOrderSummary } from './PricedOrderSummary.tsx';
export { OrderReceipt } from './OrderReceipt.tsx';
