import { Alert, Button, Stack } from '@vonk/ui';
import { addableTvPackages, reads, routePaths } from '@vonk/domain';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { TvPackageChoice } from './TvPackageChoice.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.tv-pakketten.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * Issue #14 TV packages (ADR 068): add a premium or theme package (spec §3 names) to TV; the
 * shared summary, with an optional voucher code (ADR 080); POST /api/products/add
 * {products: [{name, voucherName}]}; the receipt. Removing one is the
 * cancel flow (ADR 049), linked beside each package on the overview.
 */
export function TvPackagesFlow() {
  const { t, productName, client, navigate, search, subscription, step, receipt, confirmed } =
    useOrderFlow();
  const { data: premium } = usePageData(reads.availableProducts, { category: 'PremiumPackage' });
  const { data: theme } = usePageData(reads.availableProducts, { category: 'ThemePackage' });
  if (receipt) return receipt;
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
  return (
    <OrderSummaryStep
      formId={`abonnementen/tv-pakketten/${chosen.name}`}
      quote={(monthlyNow, date, code) =>
        code.quoteOrder(packages, [chosen.name], monthlyNow, date, false)
      }
      shippingAddress={null}
      voucherFor={[chosen]}
      onConfirm={({ voucherName }, code) =>
        code.addProducts(client, { products: [{ name: chosen.name, voucherName }] })
      }
      onConfirmed={confirmed(routePaths.subscriptionsTvPackages.href({ stap: 'klaar' }))}
      changeHref={routePaths.subscriptionsTvPackages.href({ product: chosen.name, stap: 'keuze' })}
    >
      <p>{t('subscriptions.tvPackages.summary', { product: productName(chosen) })}</p>
    </OrderSummaryStep>
  );
}
