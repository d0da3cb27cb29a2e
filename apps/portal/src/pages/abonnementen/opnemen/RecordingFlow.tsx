import { Alert, Button, Stack } from '@vonk/ui';
import { cloudRecordingPrice, reads, recordingChange, routePaths } from '@vonk/domain';
import { usePageData } from '../../../shell/usePageData.ts';
import { OrderSummaryStep } from '../lazyOrderSteps.tsx';
import { useOrderFlow } from '../useOrderFlow.tsx';
import { RecordingChoice } from './RecordingChoice.tsx';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.opnemen.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * Issue #14 cloud recording (ADR 068): switch recording to the cloud or back to the box; the
 * shared summary (the monthly price on or off); POST /api/products/recording with the spec §3
 * payload; the receipt (the switch is an order at Bestellingen).
 */
export function RecordingFlow() {
  const { t, client, navigate, search, subscription, step, receipt, confirmed } = useOrderFlow();
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: recording } = usePageData(reads.recordingSettings);
  const { data: catalogue } = usePageData(reads.availableProducts, { category: 'Recording' });
  if (receipt) return receipt;
  if (!subscription || !recording || !catalogue) return null;
  if (!subscription.currentTv) {
    return (
      <Stack gap="5">
        <Alert tone="info">{t('subscriptions.recording.noTv')}</Alert>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    );
  }
  const cloudNow = recording.enableCloudRecording;
  const asked = search.get('cloud');
  // Preselected: what the customer has (issue #26), so "Verder" alone changes nothing.
  const cloud = asked === 'aan' ? true : asked === 'uit' ? false : cloudNow;
  const price = cloudRecordingPrice(catalogue);
  // Priceable exactly when the catalogue has cloud recording: the summary's quote is then made.
  if (price === null) return <Alert tone="error">{t('subscriptions.order.unavailable')}</Alert>;
  const toStep = (stap: 'keuze' | 'overzicht', on: boolean) =>
    routePaths.subscriptionsRecording.href({ cloud: on ? 'aan' : 'uit', stap });
  if (step === 'keuze' || cloud === cloudNow) {
    return (
      <RecordingChoice
        cloud={cloud}
        cloudNow={cloudNow}
        price={price}
        onChosen={(on) => navigate(toStep('overzicht', on))}
      />
    );
  }
  return (
    <OrderSummaryStep
      formId={`abonnementen/opnemen/${cloud ? 'aan' : 'uit'}`}
      quote={(_monthlyNow, date, code) =>
        code.recordingQuote(
          catalogue,
          cloud,
          cloudNow,
          // The products alone: recording is a setting, priced by the quote itself.
          code.monthlyTotal(
            code.productOverview({
              subscription,
              security,
              showSecurity: code.securityProductsShown(features),
            }),
          ),
          date,
        )
      }
      shippingAddress={null}
      onConfirm={(_values, code) => code.saveRecordingSettings(client, recordingChange(cloud))}
      onConfirmed={confirmed(routePaths.subscriptionsRecording.href({ stap: 'klaar' }))}
      changeHref={toStep('keuze', cloud)}
    >
      <p>{t(cloud ? 'subscriptions.recording.summaryOn' : 'subscriptions.recording.summaryOff')}</p>
    </OrderSummaryStep>
  );
}
