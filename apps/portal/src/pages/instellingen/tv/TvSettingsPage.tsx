import { EmptyState, Link, Section, Stack } from '@vonk/ui';
import { cloudRecordingPrice, reads, routePaths } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { CloudRecordingForm } from './CloudRecordingForm.tsx';
import { SetTopBoxes } from './SetTopBoxes.tsx';
import { TvSettingsForm } from './TvSettingsForm.tsx';
import pageMessages from '../../../i18n/compiled/pages/instellingen.json';
import { registerPageMessages } from '../../../i18n/messages.ts';
import folderMessages from '../../../i18n/compiled/pages/instellingen.tv.json';

registerPageMessages(pageMessages);
// The texts only this folder uses (issue #34).
registerPageMessages(folderMessages);

/**
 * Spec §2.2 /instellingen/tv (the settings breadcrumb's target; ADR 046): TV settings (parental
 * control with an age limit, purchase PIN, replay), cloud recording and the set-top boxes.
 */
export function TvSettingsPage() {
  const t = useText();
  const tv = usePageData(reads.tvSettings);
  const recording = usePageData(reads.recordingSettings);
  const boxes = usePageData(reads.setTopBoxInfo);
  const recordingCatalogue = usePageData(reads.availableProducts, { category: 'Recording' });
  const fixedLine = <Link href={routePaths.settings.href()}>{t('tv.fixedLineLink')}</Link>;
  if (tv.data === null) {
    return (
      <Stack gap="5">
        <EmptyState title={t('tv.none.title')} headingLevel={2}>
          {t('tv.none.body')}
        </EmptyState>
        <p>{fixedLine}</p>
      </Stack>
    );
  }
  return (
    <Stack gap="7">
      <p>
        {t('tv.intro')} {fixedLine}
      </p>
      {tv.data && (
        <Section title={t('tv.settings.title')} headingLevel={2}>
          <TvSettingsForm settings={tv.data} onSaved={() => tv.mutate()} />
        </Section>
      )}
      {recording.data && (
        <Section title={t('tv.recording.title')} headingLevel={2}>
          <CloudRecordingForm
            settings={recording.data}
            price={cloudRecordingPrice(recordingCatalogue.data)}
            onSaved={() => recording.mutate()}
          />
        </Section>
      )}
      {boxes.data && (
        <Section title={t('tv.boxes.title')} headingLevel={2}>
          <SetTopBoxes info={boxes.data} />
        </Section>
      )}
    </Stack>
  );
}
