import type { NavItem } from '@vonk/ui';
import type {
  ConvergedStatus,
  FeatureConfiguration,
  RuntimeConfig,
  Subscription,
  SubscriptionStatus,
  TransferStage,
} from '@vonk/domain';
import {
  routePaths,
  showHouseholdLink,
  showTransferLink,
  transferCompletionPath,
} from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';

interface NavigationFacts {
  converged: ConvergedStatus | undefined;
  subscription: Subscription | undefined;
  status: SubscriptionStatus | undefined;
  features: FeatureConfiguration | undefined;
  /** The transfer's stage, known only for a customer with a reference (spec §2.3). */
  transfer: TransferStage | undefined;
  externalUrls: RuntimeConfig['externalUrls'];
}

type NavigationSet = 'loggedIn' | 'notConverged' | 'transferFlow';

/**
 * Which level-0 set a customer gets (spec §2.3). The spec names the transfer flow without its
 * trigger; decided here: a customer without converged info and without a fixed subscription whose
 * transfer is allowed is in the middle of switching to us, so the menu is about that only.
 */
export function navigationSet({
  converged,
  status,
}: Pick<NavigationFacts, 'converged' | 'status'>): NavigationSet {
  if (converged?.hasConvergedInfo !== false) return 'loggedIn';
  return converged.transferAllowed && status?.isSubscribedAtFixed === false
    ? 'transferFlow'
    : 'notConverged';
}

type Text = (id: MessageId) => string;

/** The main navigation of spec §2.3 as data: level 0, level 1 groups and level 2 groups. */
export function buildNavigation(facts: NavigationFacts, t: Text): NavItem[] {
  const ext = facts.externalUrls;
  const link = (
    id: MessageId,
    url: string | undefined,
    icon: NavItem['icon'],
    visible = true,
  ): NavItem => ({
    text: t(id),
    url,
    icon,
    trackingLabel: t(id),
    visible: visible && url !== undefined,
  });
  const transferPath = transferCompletionPath(facts.transfer);
  // The reduced menu (spec §6): no links to pages the converged guard sends such a customer back
  // from (to /bestellingen/thuis), nor to outages without a fixed subscription (outages guard).
  const converged = facts.converged?.hasConvergedInfo !== false;
  const fixed = facts.status?.isSubscribedAtFixed !== false;
  const settingsUrl = facts.features?.settings2MagentaFeatureIsEnabled
    ? ext.settings
    : routePaths.settings.href();

  const myData: NavItem = {
    text: t('nav.myData'),
    icon: 'person',
    trackingLabel: t('nav.myData'),
    children: [
      {
        title: t('nav.group.personal'),
        items: [
          // The in-app page where e-mail, phones, password, payment, privacy and the data
          // download live (spec §2.3 lists /mijn-gegevens); the spec's external links stay
          // beside it (ADR 145, WCAG 2.4.5).
          link('nav.personal', routePaths.myData.href(), 'person'),
          link('nav.name', ext.name, 'person'),
          link('nav.address', routePaths.address.href(), 'home'),
          link('nav.phone', ext.phoneNumber, 'phone'),
          link('nav.payment', ext.paymentDetails, 'invoice'),
          link('nav.invoiceSettings', ext.invoiceSettings, 'invoice'),
        ],
      },
      {
        title: t('nav.group.security'),
        items: [
          link('nav.password', ext.password, 'settings'),
          link('nav.twoStep', ext.twoStepVerification, 'settings'),
        ],
      },
      {
        title: t('nav.group.privacy'),
        items: [link('nav.privacy', ext.privacySettings, 'settings')],
      },
    ],
  };

  const more: NavItem = {
    text: t('nav.more'),
    icon: 'more',
    trackingLabel: t('nav.more'),
    children: [
      {
        title: t('nav.group.general'),
        items: [
          link('nav.overview', routePaths.dashboard.href(), 'home', converged),
          link('nav.invoicesLong', routePaths.invoices.href(), 'invoice', converged),
          link('nav.orders', routePaths.orders.href(), 'orders'),
          link(
            'nav.subscriptionSettings',
            routePaths.subscriptions.href(),
            'subscription',
            converged,
          ),
          link('nav.usage', routePaths.usageCalls.href(), 'usage', converged),
          link(
            'nav.household',
            routePaths.household.href(),
            'gift',
            converged && showHouseholdLink(facts.subscription),
          ),
          link(
            'nav.transfer',
            routePaths.transfer.href(),
            'transfer',
            showTransferLink(facts.converged),
          ),
          link('nav.transferComplete', transferPath ?? undefined, 'transfer'),
          link('nav.subscriptionOverview', ext.subscriptionOverview, 'subscription'),
        ],
      },
      {
        title: t('nav.group.settings'),
        items: [
          link('nav.settings', settingsUrl, 'settings', converged),
          link('nav.tvSettings', routePaths.tvSettings.href(), 'tv', converged),
          myData,
        ],
      },
      {
        title: t('nav.group.service'),
        items: [
          link('nav.outages', routePaths.outages.href(), 'outage', converged && fixed),
          link('nav.service', ext.service, 'phone'),
          link('nav.shops', ext.shops, 'home'),
          link('nav.community', ext.community, 'person'),
        ],
      },
    ],
  };

  switch (navigationSet(facts)) {
    case 'transferFlow':
      return [link('nav.transfer', routePaths.transfer.href(), 'transfer'), more];
    case 'notConverged':
      return [
        link('nav.orders', routePaths.ordersHome.href(), 'orders'),
        link(
          'nav.transfer',
          routePaths.transfer.href(),
          'transfer',
          showTransferLink(facts.converged),
        ),
        link('nav.personal', routePaths.myData.href(), 'person'),
        more,
      ];
    case 'loggedIn':
      return [
        link('nav.overview', routePaths.dashboard.href(), 'home'),
        link('nav.invoices', routePaths.invoices.href(), 'invoice'),
        link('nav.subscription', routePaths.subscriptions.href(), 'subscription'),
        more,
      ];
  }
}
