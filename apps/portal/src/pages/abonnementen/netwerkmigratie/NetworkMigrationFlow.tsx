import { useState } from 'react';
import { Alert, Button, Stack } from '@vonk/ui';
import {
  migrateNetwork,
  monthlyTotal,
  productOverview,
  reads,
  routePaths,
  useApiClient,
} from '@vonk/domain';
import type { NetworkMigrationOffer, OrderQuote } from '@vonk/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { flowStep } from '../flowSteps.ts';
import { OrderReceipt } from '../OrderReceipt.tsx';
import type { OrderReceiptState } from '../OrderReceipt.tsx';
import { OrderSummary } from '../OrderSummary.tsx';
import { MigrationChoice } from './MigrationChoice.tsx';

/**
 * Issue #14 network migration (piet): the offer (choose a product and a wish date), the priced
 * offer in the shared summary, and on confirm the pre-order and the order (`migrateNetwork`).
 */
export function NetworkMigrationFlow() {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const product = search.get('product') ?? '';
  const wishDate = search.get('wensdatum') ?? '';
  const step = flowStep(search.get('stap'));
  const { data: offer } = usePageData(reads.networkMigrationOffer);
  const { data: subscription } = usePageData(reads.subscription);
  const [done, setDone] = useState<OrderReceiptState | null>(null);
  if (done || step === 'klaar')
    return <OrderReceipt receipt={done ?? (location.state as OrderReceiptState | null)} />;
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
      currentMonthly={monthlyTotal(productOverview({ subscription, showSecurity: false }))}
      currentInternetPrice={subscription.currentInternet?.price ?? 0}
      changeHref={href('keuze')}
      onConfirm={() => migrateNetwork(client, { selectedInternetProduct: product, wishDate })}
      onConfirmed={(result) => {
        const state: OrderReceiptState = {
          orderId: (result as { orderId?: string | null } | undefined)?.orderId ?? null,
        };
        setDone(state);
        return navigate(routePaths.subscriptionsNetworkMigration.href({ stap: 'klaar' }), {
          state,
        });
      }}
    />
  );
}

/** The priced offer (GET ...networkmigration?selectedInternetProduct&wishDate) as the summary. */
function PricedOffer({
  product,
  wishDate,
  currentMonthly,
  currentInternetPrice,
  changeHref,
  onConfirm,
  onConfirmed,
}: {
  product: string;
  wishDate: string;
  currentMonthly: number;
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
  const quote = migrationQuote(priced, currentMonthly, currentInternetPrice);
  if (!quote) return <Alert tone="error">{t('subscriptions.order.unavailable')}</Alert>;
  return (
    <OrderSummary
      formId={`abonnementen/netwerkmigratie/${product}`}
      quote={quote}
      shippingAddress={null}
      onConfirm={onConfirm}
      onConfirmed={onConfirmed}
      changeHref={changeHref}
    >
      <p>{t('subscriptions.migration.summary')}</p>
    </OrderSummary>
  );
}

const cents = (euro: number) => Math.round(euro * 100);

/** The priced offer as a quote: the new internet replaces the current one from the wish date. */
function migrationQuote(
  priced: NetworkMigrationOffer,
  currentMonthly: number,
  currentInternetPrice: number,
): OrderQuote | null {
  const selection = priced.selection;
  if (!selection) return null;
  const monthlyIncrease = (cents(selection.monthlyPrice) - cents(currentInternetPrice)) / 100;
  return {
    lines: [
      {
        displayName: selection.productName,
        count: 1,
        monthly: selection.monthlyPrice,
        oneOff: selection.oneOffPrice,
      },
    ],
    monthlyIncrease,
    newMonthly: (cents(currentMonthly) + cents(monthlyIncrease)) / 100,
    oneOff: selection.oneOffPrice,
    startDate: selection.wishDate,
  };
}
