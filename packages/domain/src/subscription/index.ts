export { subscriptionDisplayName, subscriptionIconType, subscriptionList } from './rules.ts';
export type { SubscriptionListItem } from './rules.ts';
export {
  cloudRecordingMonthly,
  currentProducts,
  hasCloudRecording,
  monthlyTotal,
  productOverview,
} from './productOverview.ts';
export type {
  OverviewProduct,
  ProductGroup,
  ProductGroupKey,
  ProductOverviewInput,
  ProductRole,
} from './productOverview.ts';
export { productPriceChanges } from './priceChangeNotices.ts';
export type { ProductPriceChange } from './priceChangeNotices.ts';
export { productHolding } from './productHolding.ts';
export type { ProductHolding } from './productHolding.ts';
