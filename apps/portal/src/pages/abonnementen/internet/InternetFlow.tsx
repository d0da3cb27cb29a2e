import { useState } from 'react';
import { Alert } from '@vonk/ui';
import {
  calendarDate,
  modifyProducts,
  monthlyTotal,
  productOverview,
  quoteChange,
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
import { InternetChoice } from './InternetChoice.tsx';

/**
 * Issue #14 internet speed: choose another internet product (GET /api/products/internet, a §2.5
 * preload), the shared summary priced as a change, confirm as POST /api/products/modify with the
 * current product's technicalId as `previousId`.
 */
export function InternetFlow() {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { today = () => new Date() } = usePortal();
  const { data: subscription } = usePageData(reads.subscription);
  const { data: catalogue } = usePageData(reads.internetProducts);
  const [done, setDone] = useState<OrderReceiptState | null>(null);
  const step = flowStep(search.get('stap'));
  const chosen = search.get('product') ?? '';
  if (done || step === 'klaar')
    return <OrderReceipt receipt={done ?? (location.state as OrderReceiptState | null)} />;
  if (!subscription || !catalogue) return null;
  const current = subscription.currentInternet;
  if (!current) return <Alert tone="info">{t('subscriptions.internet.none')}</Alert>;
  const target = catalogue.find((product) => product.name === chosen && !product.current);

  if (step === 'keuze' || !target) {
    return (
      <InternetChoice
        options={catalogue}
        selected={target?.name ?? ''}
        onChosen={(product) =>
          navigate(routePaths.subscriptionsInternet.href({ product, stap: 'overzicht' }))
        }
      />
    );
  }
  const monthly = monthlyTotal(productOverview({ subscription, showSecurity: false }));
  const quote = quoteChange(catalogue, [current], [target.name], monthly, calendarDate(today()));
  if (!quote) return <Alert tone="error">{t('subscriptions.order.unavailable')}</Alert>;
  return (
    <OrderSummary
      formId={`abonnementen/internet/${target.name}`}
      quote={quote}
      shippingAddress={null}
      onConfirm={() =>
        modifyProducts(client, {
          products: [{ name: target.name, previousId: current.technicalId }],
        })
      }
      onConfirmed={(result) => {
        const state: OrderReceiptState = {
          orderId: (result as { orderId?: string | null } | undefined)?.orderId ?? null,
        };
        setDone(state);
        return navigate(routePaths.subscriptionsInternet.href({ stap: 'klaar' }), { state });
      }}
      changeHref={routePaths.subscriptionsInternet.href({ product: target.name, stap: 'keuze' })}
    >
      <p>
        {t('subscriptions.internet.from', { from: current.displayName, to: target.displayName })}
      </p>
    </OrderSummary>
  );
}
