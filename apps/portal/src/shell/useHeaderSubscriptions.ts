import type { HeaderSubscription } from '@vonk/ui';
import {
  reads,
  subscriptionDisplayName,
  SubscriptionIconType,
  subscriptionIconType,
  subscriptionList,
  useRead,
} from '@vonk/domain';
import { usePortal } from '../session/PortalContext.tsx';

/**
 * The 'Mijn abonnementen' list (spec §2.4, §4, §6): linked mobile subscriptions plus the fixed one,
 * sorted by alias; a non-fixed one links to its external account page.
 */
export function useHeaderSubscriptions(): {
  subscriptions: HeaderSubscription[];
  isFixed3p: boolean;
} {
  const { config } = usePortal();
  const { data: account } = useRead(reads.account);
  const { data: subscription } = useRead(reads.subscription);
  if (!account || !subscription) return { subscriptions: [], isFixed3p: false };

  const iconType = subscriptionIconType(subscription);
  const fixed = subscription.currentInternet
    ? {
        alias: subscriptionDisplayName(iconType, config.productName),
        iconType,
        vkfe: account.magentaVkfe ?? '',
      }
    : null;
  const accountPage = config.externalUrls.mobileAccount;
  const subscriptions = subscriptionList(account.magentaSubscriptions, fixed).map((item) => ({
    alias: item.alias,
    iconType: item.iconType,
    isFixed: item.isFixed,
    href:
      !item.isFixed && accountPage
        ? accountPage.replace('{vkfe}', encodeURIComponent(item.vkfe))
        : undefined,
  }));
  return { subscriptions, isFixed3p: iconType === SubscriptionIconType.Fixed3p };
}
