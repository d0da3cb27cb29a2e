// The domain's pricing and writes that only a flow's summary runs (issue #34): they come with the
// summary's chunk, and PricedOrderSummary hands them to the flow's `quote` and `onConfirm`, so a
// flow's choice step loads without them.
export {
  addProducts,
  ceaseProducts,
  changeSecurity,
  modifyProducts,
  monthlyTotal,
  orderTv,
  orderVoip,
  productOverview,
  quoteChange,
  quoteOrder,
  recordingQuote,
  saveRecordingSettings,
  securityProductsShown,
  tvOrderQuote,
  wifiExtenderQuote,
} from '@vonk/domain';
