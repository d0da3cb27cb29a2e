import { useState } from 'react';
import { Alert, Button, Stack } from '@vonk/ui';
import { reads, routePaths, wifiExtenderOptions, wifiExtenderProduct } from '@vonk/domain';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useChangeFacts } from '../useChangeFacts.ts';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { WifiExtenderChoice } from './WifiExtenderChoice.tsx';
import type { WifiExtenderChoiceValues } from './WifiExtenderChoice.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.wifi-extenders.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

const countOf = (value: string | null) =>
  value !== null && /^\d$/.test(value) ? Number(value) : null;
const href = routePaths.subscriptionsWifiExtenders.href;

/**
 * Issue #14 Wi-Fi extenders (ADR 079): the customer sees how many they have and picks a new count,
 * 0 to 3 (GET /api/products/wifiextender for the product and price). More adds that many
 * (POST /api/products/add with the shipping address, hardware); fewer ceases the newest ones
 * (POST /api/products/cease by technicalId). The shared summary, then the receipt. The count is
 * in the URL (`?aantal=`); another shipping address only in memory, so a reload of an addition's
 * summary goes back to the choice with the count kept, as the TV flow does. "Nieuw maandbedrag"
 * starts from the overview's total (ADR 081). No voucher field: no add voucher is for extenders
 * (ADR 079), so a code could only be refused. Fewer is a cancel: a count the domain blocks (a
 * contract, an open order; ADR 120) is said and disabled on the choice, and never summarised.
 */
export function WifiExtendersFlow() {
  const { t, client, navigate, search, subscription, step, receipt, confirmed } = useOrderFlow();
  const { data: account } = usePageData(reads.account);
  const { data: catalogue } = usePageData(reads.wifiExtenderProducts);
  const facts = useChangeFacts();
  const [choice, setChoice] = useState<WifiExtenderChoiceValues | null>(null);
  if (receipt) return receipt;
  if (!subscription || !catalogue || !facts) return null;
  const product = wifiExtenderProduct(subscription, catalogue);
  const options = wifiExtenderOptions(facts, product);
  if (options.length === 0 || !product) {
    return (
      <Stack gap="5">
        <Alert
          tone="info"
          title={t(
            product
              ? 'subscriptions.wifiExtenders.noInternetTitle'
              : 'subscriptions.wifiExtenders.noneTitle',
          )}
        >
          {t(
            product
              ? 'subscriptions.wifiExtenders.noInternetBody'
              : 'subscriptions.wifiExtenders.noneBody',
          )}
        </Alert>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    );
  }
  const have = subscription.currentWifiExtenders.length;
  const count = countOf(search.get('aantal'));
  const option = options.find((candidate) => candidate.count === count);
  const change = option?.kind === 'can' ? option.change : null;
  const toStep = (stap: 'keuze' | 'overzicht', aantal: number | null) =>
    href({ aantal: aantal === null ? undefined : String(aantal), stap });
  // An addition needs its shipping choice from this visit; a removal is whole in the URL.
  if (step === 'keuze' || !change || (change.kind === 'add' && choice?.count !== count)) {
    return (
      <WifiExtenderChoice
        options={options}
        have={have}
        product={product}
        knownAddress={account?.primaryAddress}
        defaultValues={{
          count: count ?? choice?.count ?? null,
          shippingAddress: choice?.shippingAddress ?? null,
        }}
        onChosen={(chosen) => {
          setChoice(chosen);
          return navigate(toStep('overzicht', chosen.count));
        }}
      />
    );
  }
  const elsewhere = change.kind === 'add' ? (choice?.shippingAddress ?? null) : null;
  return (
    <OrderSummaryStep
      formId={`abonnementen/wifi-extenders/${count}`}
      quote={(monthlyNow, date, code) =>
        code.wifiExtenderQuote(catalogue, change, monthlyNow, date)
      }
      shippingAddress={
        change.kind === 'add' ? (elsewhere ?? account?.primaryAddress ?? null) : null
      }
      onConfirm={(_values, code) =>
        change.kind === 'add'
          ? code.addProducts(client, {
              products: change.names.map((name) => ({ name })),
              ...(elsewhere ? { shippingAddress: elsewhere } : {}),
            })
          : code.ceaseProducts(client, {
              products: change.products.map(({ name, technicalId }) => ({ name, technicalId })),
            })
      }
      onConfirmed={confirmed(href({ stap: 'klaar' }))}
      changeHref={toStep('keuze', count)}
    >
      <p>
        {change.kind === 'add'
          ? t('subscriptions.wifiExtenders.summaryAdd', {
              added: change.names.length,
              total: count!,
            })
          : t('subscriptions.wifiExtenders.summaryRemove', {
              removed: change.products.length,
              left: count!,
            })}
      </p>
    </OrderSummaryStep>
  );
}
