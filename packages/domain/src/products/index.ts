export { productDisplayName } from './displayName.ts';
export type { Brand, NamedProduct } from './displayName.ts';
export {
  classifySecurityChange,
  EVERYWHERE_BASE_DEVICES,
  securitySelection,
} from './securityChange.ts';
export type { SecurityChange, SecuritySelection } from './securityChange.ts';
export { downgradeProducts } from './downgradeProducts.ts';
export type { ModifyProduct } from './downgradeProducts.ts';
export {
  addProducts,
  ceaseProducts,
  modifyProducts,
  orderTv,
  orderVoip,
  saveRecordingSettings,
} from './orderProducts.ts';
export {
  CEASE_BLOCK_TEXTS,
  cancelOption,
  cancelOptions,
  ceaseBlocksFor,
  runningCancellations,
  securityProductsShown,
  shownSecurityProducts,
} from './changeOptions.ts';
export type {
  CancelOption,
  CeaseBlock,
  ChangeFacts,
  RunningCancellation,
} from './changeOptions.ts';
export { hasCancellingOrder, openOrderCounts } from './cancellingOrders.ts';
export { wifiExtenderOptions } from './reduceOptions.ts';
export type { WifiExtenderOption } from './reduceOptions.ts';
export { securityOption } from './securityOption.ts';
export type { SecurityOption } from './securityOption.ts';
export { ceaseTv } from './ceaseTv.ts';
export { ceasableProducts, ceasePlan, isCeasableOnItsOwn, oneMonthAfter } from './ceasePlan.ts';
export type { CeasePlan, CeaseRoute } from './ceasePlan.ts';
export { ceaseTvOutcome } from './ceaseTvOutcome.ts';
export type { TvCeaseOutcome } from './ceaseTvOutcome.ts';
export {
  addDays,
  HARDWARE_DELIVERY_DAYS,
  quoteChange,
  quoteOrder,
  STB_COUNT_MAX,
  STB_COUNT_MIN,
  TV_ORDER_PRODUCTS,
  tvOrderNames,
  tvOrderQuote,
} from './tvOrder.ts';
export type { OrderQuote, QuoteLine } from './tvOrder.ts';
export { recordingQuote } from './recordingQuote.ts';
export {
  SECURITY_DEVICE_OPTIONS,
  SECURITY_PRODUCTS,
  securityChangeRequests,
  securityNames,
  withVoucher,
} from './securityRequests.ts';
export type { SecurityChangeRequests } from './securityRequests.ts';
export { changeSecurity, NOTHING_CHANGED_MESSAGE } from './changeSecurity.ts';
export { CLOUD_RECORDING } from './productNames.ts';
export { cloudRecordingPrice } from './recordingPrice.ts';
export {
  addableTvPackages,
  fixedLinePlans,
  fixedLineSlot,
  NUMBER_PORTING,
  recordingChange,
  TV_PACKAGE_CATEGORIES,
} from './rules.ts';
export type { FixedLineSlot, TvPackageCategory } from './rules.ts';
export {
  WIFI_EXTENDER_REFUSALS,
  WIFI_EXTENDERS_MAX,
  wifiExtenderAddRefusal,
  wifiExtenderChange,
  wifiExtenderCounts,
  wifiExtenderProduct,
} from './wifiExtenders.ts';
export { wifiExtenderQuote } from './wifiExtenderQuote.ts';
export type { WifiExtenderChange } from './wifiExtenders.ts';
export { tvOnMove } from './tvOnMove.ts';
export type { TvOnMove } from './tvOnMove.ts';
