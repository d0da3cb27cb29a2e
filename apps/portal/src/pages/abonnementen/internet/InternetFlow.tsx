import { Alert } from '@vonk/ui';
import { reads, routePaths } from '@vonk/domain';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { InternetChoice } from './InternetChoice.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.internet.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * Issue #14 internet speed: choose another internet product (GET /api/products/internet, a §2.5
 * preload), the shared summary priced as a change, confirm as POST /api/products/modify with the
 * current product's technicalId as `previousId`.
 */
export function InternetFlow() {
  const { t, productName, client, navigate, search, subscription, step, receipt, confirmed } =
    useOrderFlow();
  const { data: catalogue } = usePageData(reads.internetProducts);
  const chosen = search.get('product') ?? '';
  if (receipt) return receipt;
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
  return (
    <OrderSummaryStep
      formId={`abonnementen/internet/${target.name}`}
      quote={(monthlyNow, date, code) =>
        code.quoteChange(catalogue, [current], [target.name], monthlyNow, date)
      }
      shippingAddress={null}
      onConfirm={(_values, code) =>
        code.modifyProducts(client, {
          products: [{ name: target.name, previousId: current.technicalId }],
        })
      }
      onConfirmed={confirmed(routePaths.subscriptionsInternet.href({ stap: 'klaar' }))}
      changeHref={routePaths.subscriptionsInternet.href({ product: target.name, stap: 'keuze' })}
    >
      <p>
        {t('subscriptions.internet.from', { from: productName(current), to: productName(target) })}
      </p>
    </OrderSummaryStep>
  );
}
