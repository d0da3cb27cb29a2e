import { Alert, Button, Stack } from '@vonk/ui';
import { migrateNetwork, migrationQuote, reads, routePaths } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { MigrationChoice } from './MigrationChoice.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.netwerkmigratie.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * Issue #14 network migration (piet), on the shared order flow: the offer (choose a product and a
 * wish date), the priced offer in the shared summary, and on confirm the pre-order and the order
 * (`migrateNetwork`); the receipt.
 */
export function NetworkMigrationFlow() {
  const { t, client, navigate, search, subscription, step, receipt, confirmed } = useOrderFlow();
  const product = search.get('product') ?? '';
  const wishDate = search.get('wensdatum') ?? '';
  const { data: offer } = usePageData(reads.networkMigrationOffer);
  if (receipt) return receipt;
  if (!offer || !subscription) return null;
  if (!offer.eligible) {
    return (
      <Stack gap="5">
        <Alert tone="info">{t('subscriptions.migration.notEligible')}</Alert>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    );
  }
  const href = (stap: 'keuze' | 'overzicht', choice = { product, wishDate }) =>
    routePaths.subscriptionsNetworkMigration.href({
      product: choice.product,
      wensdatum: choice.wishDate,
      stap,
    });
  if (step === 'keuze' || !product || !wishDate)
    return (
      <MigrationChoice
        offer={offer}
        defaultValues={{ product, wishDate }}
        onChosen={(choice) => navigate(href('overzicht', choice))}
      />
    );
  return (
    <PricedOffer
      product={product}
      wishDate={wishDate}
      currentInternetPrice={subscription.currentInternet?.price ?? 0}
      changeHref={href('keuze')}
      onConfirm={() => migrateNetwork(client, { selectedInternetProduct: product, wishDate })}
      onConfirmed={confirmed(routePaths.subscriptionsNetworkMigration.href({ stap: 'klaar' }))}
    />
  );
}

/** The priced offer (GET ...networkmigration?selectedInternetProduct&wishDate) as the summary. */
function PricedOffer({
  product,
  wishDate,
  currentInternetPrice,
  changeHref,
  onConfirm,
  onConfirmed,
}: {
  product: string;
  wishDate: string;
  currentInternetPrice: number;
  changeHref: string;
  onConfirm: () => Promise<unknown>;
  onConfirmed: (result: unknown) => unknown;
}) {
  const t = useText();
  const { data: priced } = usePageData(reads.networkMigrationOffer, {
    selectedInternetProduct: product,
    wishDate,
  });
  if (!priced) return null;
  return (
    <OrderSummaryStep
      formId={`abonnementen/netwerkmigratie/${product}`}
      quote={(monthlyNow) => migrationQuote(priced, monthlyNow, currentInternetPrice)}
      shippingAddress={null}
      onConfirm={onConfirm}
      onConfirmed={onConfirmed}
      changeHref={changeHref}
    >
      <p>{t('subscriptions.migration.summary')}</p>
    </OrderSummaryStep>
  );
}
