import { useState } from 'react';
import { Alert, Button, Stack } from '@vonk/ui';
import {
  calendarDate,
  fixedLinePlans,
  fixedLineSlot,
  monthlyTotal,
  orderVoip,
  productOverview,
  quoteOrder,
  reads,
  routePaths,
  useApiClient,
} from '@vonk/domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { usePageData } from '../../../shell/usePageData.ts';
import { flowStep } from '../flowSteps.ts';
import { OrderReceipt } from '../OrderReceipt.tsx';
import type { OrderReceiptState } from '../OrderReceipt.tsx';
import { OrderSummary } from '../OrderSummary.tsx';
import { FixedLineChoice } from './FixedLineChoice.tsx';

/**
 * Issue #14 fixed line (ADR 066): add the first phone line, or a second beside it, with a calling
 * plan (GET /api/products/voip); the shared summary; POST /api/products/voip {name}; the receipt.
 * Two lines is the most (spec §3 primary and secondary VoIP): then the flow says so.
 */
export function FixedLineFlow() {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { today = () => new Date() } = usePortal();
  const { data: subscription } = usePageData(reads.subscription);
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: catalogue } = usePageData(reads.voipProducts);
  // Set when the order is placed: its write refreshes the subscription (now with the line), which
  // must not turn the page into "you have two lines" before the receipt shows.
  const [ordered, setOrdered] = useState<OrderReceiptState | null>(null);
  const step = flowStep(search.get('stap'));
  if (ordered || step === 'klaar')
    return <OrderReceipt receipt={ordered ?? (location.state as OrderReceiptState | null)} />;
  if (!subscription || !catalogue) return null;
  const slot = fixedLineSlot(subscription);
  if (!slot) {
    const full = subscription.currentInternet !== null;
    return (
      <Stack gap="5">
        <Alert
          tone="info"
          title={t(
            full ? 'subscriptions.fixedLine.fullTitle' : 'subscriptions.fixedLine.noInternetTitle',
          )}
        >
          {t(full ? 'subscriptions.fixedLine.fullBody' : 'subscriptions.fixedLine.noInternetBody')}
        </Alert>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    );
  }
  const plans = fixedLinePlans(catalogue);
  const plan = plans.find((candidate) => candidate.name === search.get('product'));
  if (step === 'keuze' || !plan) {
    return (
      <FixedLineChoice
        slot={slot}
        plans={plans}
        selected={plan?.name ?? ''}
        onChosen={(product) =>
          navigate(routePaths.subscriptionsFixedLine.href({ product, stap: 'overzicht' }))
        }
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
  const quote = quoteOrder(catalogue, [plan.name], current, calendarDate(today()), false);
  if (!quote) return <Alert tone="error">{t('subscriptions.order.unavailable')}</Alert>;
  return (
    <OrderSummary
      formId={`abonnementen/vast-bellen/${plan.name}`}
      quote={quote}
      shippingAddress={null}
      onConfirm={() => orderVoip(client, plan.name)}
      onConfirmed={(result) => {
        const state: OrderReceiptState = {
          orderId: (result as { orderId?: string | null } | undefined)?.orderId ?? null,
        };
        setOrdered(state);
        return navigate(routePaths.subscriptionsFixedLine.href({ stap: 'klaar' }), { state });
      }}
      changeHref={routePaths.subscriptionsFixedLine.href({ product: plan.name, stap: 'keuze' })}
    >
      <p>
        {t(
          slot === 'primary'
            ? 'subscriptions.fixedLine.summaryPrimary'
            : 'subscriptions.fixedLine.summarySecondary',
          { plan: plan.displayName },
        )}
      </p>
      {slot === 'primary' && <p>{t('subscriptions.fixedLine.numberPorting')}</p>}
    </OrderSummary>
  );
}
