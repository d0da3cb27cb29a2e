import { Button, formatEuro, Stack } from '@vonk/ui';
import {
  cancelOption,
  fixedLineSlot,
  productHolding,
  productOverview,
  reads,
  routePaths,
  securityProductsShown,
  subscriptionDisplayName,
  subscriptionIconType,
  useRead,
} from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { ProductHoldingText } from '../../sections/ProductHoldingText.tsx';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { ContractSummary } from './ContractSummary.tsx';
import { ProductGroupSection } from './ProductGroupSection.tsx';
import { WithdrawableOrders } from './WithdrawableOrders.tsx';
import { useChangeFacts } from './useChangeFacts.ts';
import { useMonthlyTotal } from './useMonthlyTotal.ts';
import pageMessages from '../../i18n/compiled/pages/abonnementen.json';
import screenMessages from '../../i18n/compiled/pages/abonnementen.SubscriptionsPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// The overview's own texts, and those it shares with the flows (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * Spec §2.2 /abonnementen: what the customer has, by category, with the running contract
 * (issue #14; ADR 048). The route's index screen: each flow is a sibling child route in its own
 * chunk that keeps the route's reads and its crumb "Abonnementen", and never loads this overview
 * (issue #34).
 */
export function SubscriptionsPage() {
  const t = useText();
  const { config, today = () => new Date() } = usePortal();
  // Failing loads are handled globally (spec §8), as on every page but the dashboard.
  const { data: subscription } = usePageData(reads.subscription);
  const { data: status } = usePageData(reads.subscriptionStatus);
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: streaming } = usePageData(reads.streamingCustomer);
  const { data: recording } = usePageData(reads.recordingSettings);
  // Only decides a link: a failing offer must not fail the overview, so not page data.
  const { data: migration } = useRead(reads.networkMigrationOffer);
  const total = useMonthlyTotal();
  const facts = useChangeFacts();
  if (!subscription) return null;

  const groups = productOverview({
    subscription,
    security,
    streaming,
    showSecurity: securityProductsShown(features),
  });
  const holding = productHolding(status?.status, groups.length);
  const lineSlot = fixedLineSlot(subscription);
  const name = subscriptionDisplayName(subscriptionIconType(subscription), config.productName);

  return (
    <Stack gap="6">
      <div>
        {holding !== 'ceased' && <p>{t('subscriptions.name', { name })}</p>}
        {holding === 'current' ? (
          <p>{t('subscriptions.monthlyTotal', { amount: formatEuro(total ?? 0) })}</p>
        ) : (
          <ProductHoldingText holding={holding} />
        )}
      </div>
      <Stack gap="3">
        {subscription.currentInternet && (
          <Button href={routePaths.subscriptionsInternet.href()} variant="secondary">
            {t('subscriptions.internet.link')}
          </Button>
        )}
        {subscription.currentInternet && !subscription.currentTv && (
          <Button href={routePaths.subscriptionsTv.href()} variant="secondary">
            {t('subscriptions.tv.link')}
          </Button>
        )}
        {subscription.currentTv && (
          <Button href={routePaths.subscriptionsTvPackages.href()} variant="secondary">
            {t('subscriptions.tvPackages.link')}
          </Button>
        )}
        {subscription.currentTv && (
          <Button href={routePaths.subscriptionsRecording.href()} variant="secondary">
            {t('subscriptions.recording.link')}
          </Button>
        )}
        {lineSlot && (
          <Button href={routePaths.subscriptionsFixedLine.href()} variant="secondary">
            {t(
              lineSlot === 'primary'
                ? 'subscriptions.fixedLine.link'
                : 'subscriptions.fixedLine.linkSecond',
            )}
          </Button>
        )}
        {subscription.currentInternet && (
          <Button href={routePaths.subscriptionsWifiExtenders.href()} variant="secondary">
            {t(
              subscription.currentWifiExtenders.length === 0
                ? 'subscriptions.wifiExtenders.linkAdd'
                : 'subscriptions.wifiExtenders.linkChange',
            )}
          </Button>
        )}
        <Button href={routePaths.subscriptionsVouchers.href()} variant="secondary">
          {t('subscriptions.vouchers.link')}
        </Button>
        {migration?.eligible === true && (
          <Button href={routePaths.subscriptionsNetworkMigration.href()} variant="secondary">
            {t('subscriptions.migration.link')}
          </Button>
        )}
        {securityProductsShown(features) && (
          <Button href={routePaths.subscriptionsSecurity.href()} variant="secondary">
            {t('subscriptions.security.link')}
          </Button>
        )}
      </Stack>
      <WithdrawableOrders />
      <ContractSummary />
      {groups.map((group) => (
        <ProductGroupSection
          key={group.key}
          group={group}
          cloudRecording={group.key === 'tv' && recording?.enableCloudRecording === true}
          today={today()}
          activationUrl={streaming?.activationUrl}
          cancelOption={(product) =>
            facts && product.technicalId ? cancelOption(facts, product.technicalId) : null
          }
        />
      ))}
    </Stack>
  );
}
