import { formatEuro, Stack, Switch } from '@vonk/ui';
import { saveRecordingSettings, useApiClient } from '@vonk/domain';
import type { RecordingSettings } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { SavedStatus } from '../../../forms/SavedStatus.tsx';
import { useSavedNotice } from '../../../forms/useSavedNotice.ts';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';

/**
 * Cloud recording on or off (spec §7.2 POST /api/products/recording {disableLocalRecording,
 * enableCloudRecording}): recording in the cloud replaces recording on the box, so switching it
 * on turns local recording off and back (ADR 046). Switching it on orders a product with a
 * monthly price: the price (the catalogue's, `cloudRecordingPrice`) is said before the switch
 * is used (issue #26).
 */
export function CloudRecordingForm({
  settings,
  price,
  onSaved,
}: {
  settings: RecordingSettings;
  /** Euro per month; null while unknown. */
  price: number | null;
  onSaved: () => Promise<unknown>;
}) {
  const t = useText();
  const client = useApiClient();
  const notice = useSavedNotice(onSaved);
  const form = usePortalForm<{ cloud: string }>({
    id: 'instellingen/tv/opnemen',
    fieldIds: { cloud: 'tv-cloud-opnemen' },
    defaultValues: { cloud: settings.enableCloudRecording ? 'aan' : 'uit' },
    onSubmit: ({ cloud }) =>
      saveRecordingSettings(client, {
        enableCloudRecording: cloud === 'aan',
        disableLocalRecording: cloud === 'aan',
      }),
    onSaved: notice.onSaved,
  });
  const cloud = form.field('cloud');
  return (
    <form {...form.formProps} aria-label={t('tv.recording.title')}>
      <Stack gap="4">
        <FormMessages
          form={form}
          failedTitle={t('settings.saveFailed.title')}
          failedBody={t('settings.saveFailed.body')}
        />
        <Switch
          id={cloud.id}
          checked={cloud.value === 'aan'}
          onChange={(on) => {
            cloud.onChange(on ? 'aan' : 'uit');
            notice.clear();
          }}
          description={
            price === null
              ? t('tv.recording.hint')
              : `${t('tv.recording.hint')} ${t('tv.recording.price', { amount: formatEuro(price) })}`
          }
        >
          {t('tv.recording.label')}
        </Switch>
        <SavedStatus text={notice.saved ? t('tv.recording.saved') : null} />
        <SubmitButton form={form} savingText={t('settings.saving')}>
          {t('tv.recording.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
