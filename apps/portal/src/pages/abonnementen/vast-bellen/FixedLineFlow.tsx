import { Alert, Button, Stack } from '@vonk/ui';
import { fixedLinePlans, fixedLineSlot, reads, routePaths } from '@vonk/domain';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { FixedLineChoice } from './FixedLineChoice.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.vast-bellen.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * Issue #14 fixed line (ADR 066): add the first phone line, or a second beside it, with a calling
 * plan (GET /api/products/voip); the shared summary; POST /api/products/voip {name}; the receipt.
 * Two lines is the most (spec §3 primary and secondary VoIP): then the flow says so.
 */
export function FixedLineFlow() {
  const { t, productName, client, navigate, search, subscription, step, receipt, confirmed } =
    useOrderFlow();
  const { data: catalogue } = usePageData(reads.voipProducts);
  if (receipt) return receipt;
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
  return (
    <OrderSummaryStep
      formId={`abonnementen/vast-bellen/${plan.name}`}
      quote={(monthlyNow, date, code) =>
        code.quoteOrder(catalogue, [plan.name], monthlyNow, date, false)
      }
      shippingAddress={null}
      onConfirm={(_values, code) => code.orderVoip(client, plan.name)}
      onConfirmed={confirmed(routePaths.subscriptionsFixedLine.href({ stap: 'klaar' }))}
      changeHref={routePaths.subscriptionsFixedLine.href({ product: plan.name, stap: 'keuze' })}
    >
      <p>
        {t(
          slot === 'primary'
            ? 'subscriptions.fixedLine.summaryPrimary'
            : 'subscriptions.fixedLine.summarySecondary',
          { plan: productName(plan) },
        )}
      </p>
      {slot === 'primary' && <p>{t('subscriptions.fixedLine.numberPorting')}</p>}
    </OrderSummaryStep>
  );
}
