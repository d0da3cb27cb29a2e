export { useSubscription, useSubscriptionStatus } from './useSubscription.ts';
export { subscriptionDisplayName, subscriptionIconType, subscriptionList } from './rules.ts';
export type { SubscriptionListItem } from './rules.ts';
