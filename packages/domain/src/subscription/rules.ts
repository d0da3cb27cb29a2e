import { SubscriptionIconType } from '../account/subscriptionIconType.ts';
import type { LinkedSubscription } from '../account/schema.ts';
import type { Subscription } from './schema.ts';

/** Spec §3: current TV and primary voip → 3p; only TV → 2p TV; only voip → 2p voip; neither → 1p. */
export function subscriptionIconType(
  subscription: Pick<Subscription, 'currentTv' | 'currentPrimaryVoipProduct'>,
): SubscriptionIconType {
  const tv = Boolean(subscription.currentTv);
  const voip = Boolean(subscription.currentPrimaryVoipProduct);
  if (tv && voip) return SubscriptionIconType.Fixed3p;
  if (tv) return SubscriptionIconType.Fixed2pTv;
  if (voip) return SubscriptionIconType.Fixed2pVoip;
  return SubscriptionIconType.Fixed1p;
}

/** Spec §3 display names of fixed subscriptions; any other type shows the provider name. */
export function subscriptionDisplayName(
  iconType: SubscriptionIconType,
  providerName: string,
): string {
  switch (iconType) {
    case SubscriptionIconType.Fixed1p:
      return 'Internet';
    case SubscriptionIconType.Fixed2pTv:
      return 'Internet + TV';
    case SubscriptionIconType.Fixed2pVoip:
      return 'Internet + Vast bellen';
    case SubscriptionIconType.Fixed3p:
      return 'Internet + TV + Vast bellen';
    default:
      return providerName;
  }
}

export interface SubscriptionListItem extends LinkedSubscription {
  /** The fixed subscription is not clickable in the switcher (spec §6). */
  isFixed: boolean;
}

/** Spec §4: linked subscriptions combined with the fixed one, sorted case-insensitively by alias. */
export function subscriptionList(
  linked: readonly LinkedSubscription[],
  fixed: LinkedSubscription | null,
): SubscriptionListItem[] {
  const items: SubscriptionListItem[] = linked.map((item) => ({ ...item, isFixed: false }));
  if (fixed) items.push({ ...fixed, isFixed: true });
  return items.sort((a, b) => a.alias.localeCompare(b.alias, 'nl', { sensitivity: 'base' }));
}
