import {
  DescriptionList,
  DownloadButton,
  InlineMessage,
  Link,
  Section,
  Spinner,
  Stack,
  formatDateInText,
  formatEuro,
} from '@vonk/ui';
import {
  bestTariff,
  calendarDate,
  contractSummary,
  reads,
  useApiClient,
  useRead,
} from '@vonk/domain';
import type { ContractSummary as Summary, Subscription } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { useProductName } from '../../i18n/useProductName.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';

// What the overview does not show at first (issue #34): the PDF's download code loads when the
// button is pressed, warmed on pointing at or focusing it.
const loadContractPdf = () => import('./contractPdf.ts');
const warmContractPdf = () => {
  loadContractPdf().catch(() => undefined);
};

/**
 * The contract summary as data (EECC art. 102; issue #28, ADR 133): start, minimum term and its
 * end, notice period, what cancelling early costs today, the monthly price and the summary PDF;
 * from three months before the term ends, the best tariff (art. 105(3)). The domain decides
 * both (`contractSummary`, `bestTariff`); the reads start in the route loader.
 */
export function ContractSummary() {
  const t = useText();
  const client = useApiClient();
  const { today = () => new Date() } = usePortal();
  const { data: contract } = usePageData(reads.contractInfo);
  const { data: subscription } = usePageData(reads.subscription);
  if (!contract || !subscription)
    return <Spinner label={t('subscriptions.contract.loading')} hideLabel />;
  const summary = contractSummary({ contract, subscription, today: calendarDate(today()) });
  const services = new Intl.ListFormat('nl-NL', { type: 'conjunction' }).format(
    contractedServices(subscription).map((service) => t(SERVICE_NAMES[service])),
  );

  return (
    <Section title={t('subscriptions.contract.title')}>
      <Stack gap="3">
        <p>{lead(summary, t)}</p>
        <DescriptionList
          items={[
            {
              term: t('subscriptions.contract.startDate'),
              description: formatDateInText(summary.startDate),
            },
            {
              term: t('subscriptions.contract.minimumTerm'),
              description:
                summary.minimumTermMonths !== null && summary.endDate !== null
                  ? t('subscriptions.contract.minimumTermUntil', {
                      months: summary.minimumTermMonths,
                      date: formatDateInText(summary.endDate),
                    })
                  : t('subscriptions.contract.noFixedTerm'),
            },
            {
              term: t('subscriptions.contract.noticePeriod'),
              description: t('subscriptions.contract.months', {
                months: summary.noticePeriodMonths,
              }),
            },
            {
              term: t('subscriptions.contract.earlyTermination'),
              description: earlyTermination(summary, t),
            },
            {
              term: t('subscriptions.contract.monthlyPrice'),
              description: services
                ? t('subscriptions.contract.monthlyPriceFor', {
                    amount: formatEuro(summary.monthlyPrice),
                    services,
                  })
                : formatEuro(summary.monthlyPrice),
            },
          ]}
        />
        <div>
          <DownloadButton
            download={() => loadContractPdf().then((pdf) => pdf.downloadContractPdf(client))}
            onPointerEnter={warmContractPdf}
            onFocus={warmContractPdf}
            loadingText={t('subscriptions.contract.downloading')}
            errorMessage={t('subscriptions.contract.downloadFailed')}
          >
            {t('subscriptions.contract.download')}
          </DownloadButton>
        </div>
        {summary.advisesBestTariff && <BestTariffAdvice subscription={subscription} />}
      </Stack>
    </Section>
  );
}

type Text = ReturnType<typeof useText>;

function lead(summary: Summary, t: Text): string {
  if (summary.phase === 'none' || summary.endDate === null) return t('subscriptions.contract.none');
  const date = formatDateInText(summary.endDate);
  return summary.phase === 'ended'
    ? t('subscriptions.contract.ended', { date })
    : t('subscriptions.contract.running', { date });
}

function earlyTermination(summary: Summary, t: Text): string {
  const cost = summary.earlyTermination;
  if (cost === null) return t('subscriptions.contract.earlyTerminationFree');
  if (cost.rule === 'quoted') return formatEuro(cost.cost);
  return t('subscriptions.contract.earlyTerminationRemaining', {
    fee: formatEuro(cost.cost),
    months: cost.remainingMonths,
  });
}

const SERVICE_NAMES = {
  internet: 'subscriptions.contract.service.internet',
  tv: 'subscriptions.contract.service.tv',
  voip: 'subscriptions.contract.service.voip',
} as const;

function contractedServices(subscription: Subscription) {
  return [
    subscription.currentInternet && ('internet' as const),
    subscription.currentTv && ('tv' as const),
    (subscription.currentPrimaryVoipProduct || subscription.currentSecondaryVoipProduct) &&
      ('voip' as const),
  ].filter((service) => service !== null);
}

/** EECC art. 105(3): the cheapest products giving the same services, or that this is it. */
function BestTariffAdvice({ subscription }: { subscription: Subscription }) {
  const t = useText();
  const name = useProductName();
  const { config } = usePortal();
  // Not page data: a failing list hides the advice only, never the page (ADR 133).
  const internet = useRead(reads.internetProducts);
  const tv = useRead(reads.tvProducts);
  const voip = useRead(reads.voipProducts);
  const title = t('subscriptions.bestTariff.title');
  const body = (() => {
    if (internet.error || tv.error || voip.error)
      return <InlineMessage tone="error">{t('subscriptions.bestTariff.failed')}</InlineMessage>;
    if (!internet.data || !tv.data || !voip.data)
      return <Spinner label={t('subscriptions.bestTariff.loading')} />;
    const advice = bestTariff(subscription, {
      internet: internet.data,
      tv: tv.data,
      voip: voip.data,
    });
    if (advice.savings.length === 0) return <p>{t('subscriptions.bestTariff.cheapest')}</p>;
    return (
      <Stack gap="2">
        <p>{t('subscriptions.bestTariff.intro')}</p>
        <ul>
          {advice.savings.map(({ service, best, current }) => (
            <li key={service}>
              {t('subscriptions.bestTariff.item', {
                product: name(best),
                price: formatEuro(best.price),
                current: formatEuro(current.price ?? 0),
              })}
            </li>
          ))}
        </ul>
        <p>
          <strong>
            {t('subscriptions.bestTariff.saving', { saving: formatEuro(advice.savingPerMonth) })}
          </strong>
        </p>
        {config.externalUrls.contact && (
          <p>
            <Link href={config.externalUrls.contact}>{t('subscriptions.bestTariff.contact')}</Link>
          </p>
        )}
      </Stack>
    );
  })();
  return (
    <Section title={title} headingLevel={3}>
      {body}
    </Section>
  );
}
