import { useState } from 'react';
import { Alert, Button, Stack } from '@vonk/ui';
import {
  calendarDate,
  monthlyTotal,
  orderTv,
  productOverview,
  reads,
  routePaths,
  tvOrderQuote,
  useApiClient,
} from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { flowStep } from '../flowSteps.ts';
import { OrderReceipt } from '../OrderReceipt.tsx';
import type { OrderReceiptState } from '../OrderReceipt.tsx';
import { OrderSummary } from '../OrderSummary.tsx';
import { TvChoice } from './TvChoice.tsx';
import type { TvChoiceValues } from './TvChoice.tsx';

const boxCount = (value: string | null) => {
  const count = Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 4 ? count : 1;
};

/**
 * Issue #14: add TV (POST /api/products/tv {stbCount, shippingAddress}). Choose the number of
 * boxes and where they go, the shared summary (what changes, new monthly price, one-off costs,
 * from when, shipping address), the receipt. The address stays in memory, never in the URL: a
 * reload of the summary goes back to the choice with the number of boxes kept.
 */
export function TvFlow() {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { today = () => new Date() } = usePortal();
  const { data: subscription } = usePageData(reads.subscription);
  const { data: account } = usePageData(reads.account);
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: tvProducts } = usePageData(reads.tvProducts);
  const { data: boxes } = usePageData(reads.availableProducts, { category: 'SetTopBox' });
  const [choice, setChoice] = useState<TvChoiceValues | null>(null);
  // Set when the order is placed: its write refreshes the subscription (now with TV), which must
  // not turn the page into "you already have TV" before the receipt shows.
  const [ordered, setOrdered] = useState<OrderReceiptState | null>(null);
  const location = useLocation();
  const step = flowStep(search.get('stap'));
  const stbCount = boxCount(search.get('ontvangers'));
  if (ordered || step === 'klaar')
    return <OrderReceipt receipt={ordered ?? (location.state as OrderReceiptState | null)} />;
  if (!subscription || !tvProducts || !boxes) return null;
  if (subscription.currentTv) {
    return (
      <Stack gap="5">
        <Alert tone="info" title={t('subscriptions.tv.alreadyTitle')}>
          {t('subscriptions.tv.alreadyBody', { product: subscription.currentTv.displayName })}
        </Alert>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    );
  }
  const toStep = (stap: 'keuze' | 'overzicht', count: number) =>
    routePaths.subscriptionsTv.href({ ontvangers: String(count), stap });
  if (step === 'keuze' || !choice || choice.stbCount !== stbCount) {
    return (
      <TvChoice
        defaultValues={choice ?? { stbCount, shippingAddress: null }}
        onChosen={(chosen) => {
          setChoice(chosen);
          return navigate(toStep('overzicht', chosen.stbCount));
        }}
      />
    );
  }
  const current = monthlyTotal(
    productOverview({
      subscription,
      security,
      showSecurity: features?.veiligOnlineProductsFeatureIsEnabled === true,
    }),
  );
  const quote = tvOrderQuote([...tvProducts, ...boxes], stbCount, current, calendarDate(today()));
  if (!quote) return <Alert tone="error">{t('subscriptions.order.unavailable')}</Alert>;
  const shippingAddress: Address | null = choice.shippingAddress;
  return (
    <OrderSummary
      formId={`abonnementen/tv/${stbCount}`}
      quote={quote}
      shippingAddress={shippingAddress ?? account?.primaryAddress ?? null}
      onConfirm={() =>
        orderTv(client, { stbCount, ...(shippingAddress ? { shippingAddress } : {}) })
      }
      onConfirmed={(result) => {
        const state: OrderReceiptState = {
          orderId: (result as { orderId?: string | null } | undefined)?.orderId ?? null,
        };
        setOrdered(state);
        return navigate(routePaths.subscriptionsTv.href({ stap: 'klaar' }), { state });
      }}
      changeHref={toStep('keuze', stbCount)}
    />
  );
}
