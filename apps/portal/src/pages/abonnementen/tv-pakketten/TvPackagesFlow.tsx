import { useState } from 'react';
import { Alert, Button, Stack } from '@vonk/ui';
import {
  addableTvPackages,
  addProducts,
  calendarDate,
  monthlyTotal,
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
import { TvPackageChoice } from './TvPackageChoice.tsx';

/**
 * Issue #14 TV packages (ADR 068): add a premium or theme package (spec §3 names) to TV; the
 * shared summary; POST /api/products/add {products: [{name}]}; the receipt. Removing one is the
 * cancel flow (ADR 049), linked beside each package on the overview.
 */
export function TvPackagesFlow() {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const { today = () => new Date() } = usePortal();
  const { data: subscription } = usePageData(reads.subscription);
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: premium } = usePageData(reads.availableProducts, { category: 'PremiumPackage' });
  const { data: theme } = usePageData(reads.availableProducts, { category: 'ThemePackage' });
  // Set when the order is placed: the write refreshes the lists, where the package is now current.
  const [ordered, setOrdered] = useState<OrderReceiptState | null>(null);
  const step = flowStep(search.get('stap'));
  if (ordered || step === 'klaar')
    return <OrderReceipt receipt={ordered ?? (location.state as OrderReceiptState | null)} />;
  if (!subscription || !premium || !theme) return null;
  const packages = addableTvPackages(subscription, [...premium, ...theme]);
  if (packages.length === 0) {
    return (
      <Stack gap="5">
        <Alert tone="info">
          {t(
            subscription.currentTv
              ? 'subscriptions.tvPackages.all'
              : 'subscriptions.tvPackages.noTv',
          )}
        </Alert>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    );
  }
  const chosen = packages.find((item) => item.name === search.get('product'));
  if (step === 'keuze' || !chosen) {
    return (
      <TvPackageChoice
        packages={packages}
        selected={chosen?.name ?? ''}
        onChosen={(product) =>
          navigate(routePaths.subscriptionsTvPackages.href({ product, stap: 'overzicht' }))
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
  const quote = quoteOrder(packages, [chosen.name], current, calendarDate(today()), false);
  if (!quote) return <Alert tone="error">{t('subscriptions.order.unavailable')}</Alert>;
  return (
    <OrderSummary
      formId={`abonnementen/tv-pakketten/${chosen.name}`}
      quote={quote}
      shippingAddress={null}
      onConfirm={() => addProducts(client, { products: [{ name: chosen.name }] })}
      onConfirmed={(result) => {
        const state: OrderReceiptState = {
          orderId: (result as { orderId?: string | null } | undefined)?.orderId ?? null,
        };
        setOrdered(state);
        return navigate(routePaths.subscriptionsTvPackages.href({ stap: 'klaar' }), { state });
      }}
      changeHref={routePaths.subscriptionsTvPackages.href({ product: chosen.name, stap: 'keuze' })}
    >
      <p>{t('subscriptions.tvPackages.summary', { product: chosen.displayName })}</p>
    </OrderSummary>
  );
}
