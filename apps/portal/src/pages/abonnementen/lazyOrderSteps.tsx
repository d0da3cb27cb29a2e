import { lazyStep } from '../../sections/lazyStep.tsx';

// What a flow's first screen has not shown yet loads when the customer goes on (issue #34): the
// summary and the receipt come in one chunk (order/orderSteps.ts), fetched when the choice step is
// worked on (the choice's FlowChoice warms it) or, at the latest, when the summary or receipt shows.
const loadOrderSteps = () => import('./order/orderSteps.ts');

const summary = lazyStep(() => loadOrderSteps().then((steps) => steps.PricedOrderSummary));
const receipt = lazyStep(() => loadOrderSteps().then((steps) => steps.OrderReceipt));

/** Step 2 of every add or change (PricedOrderSummary), a skeleton while its code loads. */
export const OrderSummaryStep = summary.Part;
/** Step 3 of every add or change (OrderReceipt), a skeleton while its code loads. */
export const OrderReceiptStep = receipt.Part;
/** Starts loading steps 2 and 3: on intent to go on from the choice. */
export const warmOrderSteps = summary.warm;
