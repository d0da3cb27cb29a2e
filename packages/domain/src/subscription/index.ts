export { useSubscription, useSubscriptionStatus } from './useSubscription.ts';
export {
  currentProductNames,
  subscriptionDisplayName,
  subscriptionIconType,
  subscriptionList,
} from './rules.ts';
export type { SubscriptionListItem } from './rules.ts';
