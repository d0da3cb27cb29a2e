import { useState } from 'react';
import { Alert, Button, Stack } from '@vonk/ui';
import { reads, routePaths } from '@vonk/domain';
import type { Address } from '@vonk/domain';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { TvChoice } from './TvChoice.tsx';
import type { TvChoiceValues } from './TvChoice.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.tv.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

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
  const { t, productName, client, navigate, search, subscription, step, receipt, confirmed } =
    useOrderFlow();
  const { data: account } = usePageData(reads.account);
  const { data: tvProducts } = usePageData(reads.tvProducts);
  const { data: boxes } = usePageData(reads.availableProducts, { category: 'SetTopBox' });
  const [choice, setChoice] = useState<TvChoiceValues | null>(null);
  const stbCount = boxCount(search.get('ontvangers'));
  if (receipt) return receipt;
  if (!subscription || !tvProducts || !boxes) return null;
  if (subscription.currentTv) {
    return (
      <Stack gap="5">
        <Alert tone="info" title={t('subscriptions.tv.alreadyTitle')}>
          {t('subscriptions.tv.alreadyBody', { product: productName(subscription.currentTv) })}
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
  const shippingAddress: Address | null = choice.shippingAddress;
  return (
    <OrderSummaryStep
      formId={`abonnementen/tv/${stbCount}`}
      quote={(monthlyNow, date, code) =>
        code.tvOrderQuote([...tvProducts, ...boxes], stbCount, monthlyNow, date)
      }
      shippingAddress={shippingAddress ?? account?.primaryAddress ?? null}
      onConfirm={(_values, code) =>
        code.orderTv(client, { stbCount, ...(shippingAddress ? { shippingAddress } : {}) })
      }
      onConfirmed={confirmed(routePaths.subscriptionsTv.href({ stap: 'klaar' }))}
      changeHref={toStep('keuze', stbCount)}
    />
  );
}
