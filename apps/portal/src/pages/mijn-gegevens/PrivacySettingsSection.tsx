import {
  Alert,
  Checkbox,
  CheckboxGroup,
  DescriptionList,
  ErrorState,
  Fieldset,
  Section,
  Spinner,
  Stack,
  Switch,
} from '@vonk/ui';
import {
  channelsOn,
  normalisePrivacySettings,
  PRIVACY_CHANNELS,
  PRIVACY_PURPOSES,
  reads,
  savePrivacySettings,
  setChannel,
  setPurpose,
  useApiClient,
  useRead,
} from '@vonk/domain';
import type { PrivacyChannel, PrivacyPurpose, PrivacySettings } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { SavedStatus } from '../../forms/SavedStatus.tsx';
import { useSavedNotice } from '../../forms/useSavedNotice.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

const PURPOSES = Object.keys(PRIVACY_PURPOSES) as PrivacyPurpose[];
const PURPOSE_TEXTS = {
  commercialOfferings: { title: 'privacy.offers.title', master: 'privacy.offers.master' },
  useResearchData: { title: 'privacy.research.title', master: 'privacy.research.master' },
} as const satisfies Record<PrivacyPurpose, { title: MessageId; master: MessageId }>;
const CHANNEL_TEXTS = {
  Email: 'privacy.channel.email',
  Letter: 'privacy.channel.letter',
  Sms: 'privacy.channel.sms',
  Phone: 'privacy.channel.phone',
} as const satisfies Record<PrivacyChannel, MessageId>;

/** The form holds the channels that are on per purpose; its master is on when any is (ADR 045). */
type PrivacyValues = Record<PrivacyPurpose, string[]>;
const valuesOf = (settings: PrivacySettings): PrivacyValues => ({
  commercialOfferings: channelsOn(settings, 'commercialOfferings'),
  useResearchData: channelsOn(settings, 'useResearchData'),
});
const settingsOf = (values: PrivacyValues): PrivacySettings =>
  normalisePrivacySettings({
    commercialOfferings: true,
    commercialOfferingsChannels: values.commercialOfferings as PrivacyChannel[],
    useResearchData: true,
    useResearchDataChannels: values.useResearchData as PrivacyChannel[],
  });

/**
 * Spec §3 privacy settings with the §4 channel rule: each purpose a switch with its channels, a
 * channel only on while its master is. Blocked by blockPrivacySettingsFeatureIsEnabled: read-only
 * with the reason. Spec §8: when they cannot be loaded, "try again later" with a retry here, not
 * a failed page (the rest of /mijn-gegevens still works).
 */
export function PrivacySettingsSection() {
  const t = useText();
  const privacy = useRead(reads.privacySettings);
  const features = useRead(reads.features);
  const blocked = features.data?.blockPrivacySettingsFeatureIsEnabled === true;
  let content;
  if (privacy.data) {
    content = blocked ? (
      <BlockedPrivacySettings settings={privacy.data} />
    ) : (
      <PrivacySettingsForm settings={privacy.data} onSaved={() => privacy.mutate()} />
    );
  } else if (privacy.error) {
    content = (
      <ErrorState
        heading={t('privacy.unavailable.title')}
        headingLevel={3}
        onRetry={() => void privacy.mutate()}
        retryText={t('privacy.unavailable.retry')}
      >
        {t('privacy.unavailable.body')}
      </ErrorState>
    );
  } else {
    content = <Spinner label={t('privacy.loading')} />;
  }
  return (
    <Section title={t('privacy.title')} headingLevel={2} description={t('privacy.intro')}>
      {content}
    </Section>
  );
}

function useChannelList() {
  const t = useText();
  return (channels: readonly PrivacyChannel[]) =>
    channels.length === 0
      ? t('privacy.summary.off')
      : t('privacy.summary.on', {
          channels: new Intl.ListFormat('nl-NL', { type: 'conjunction' }).format(
            channels.map((channel) => t(CHANNEL_TEXTS[channel]).toLowerCase()),
          ),
        });
}

function BlockedPrivacySettings({ settings }: { settings: PrivacySettings }) {
  const t = useText();
  const describe = useChannelList();
  return (
    <Stack gap="4">
      <Alert tone="info" title={t('privacy.blocked.title')}>
        {t('privacy.blocked.body')}
      </Alert>
      <DescriptionList
        items={PURPOSES.map((purpose) => ({
          id: purpose,
          term: t(PURPOSE_TEXTS[purpose].title),
          description: describe(channelsOn(settings, purpose)),
        }))}
      />
    </Stack>
  );
}

function PrivacySettingsForm({
  settings,
  onSaved,
}: {
  settings: PrivacySettings;
  onSaved: () => Promise<unknown>;
}) {
  const t = useText();
  const client = useApiClient();
  const notice = useSavedNotice(onSaved);
  const form = usePortalForm<PrivacyValues>({
    id: 'mijn-gegevens/privacy',
    fieldIds: { commercialOfferings: 'privacy-aanbiedingen', useResearchData: 'privacy-onderzoek' },
    defaultValues: valuesOf(settings),
    onSubmit: (values) => savePrivacySettings(client, settingsOf(values)),
    onSaved: notice.onSaved,
  });
  // Every change goes through the domain rule, so the form never holds a channel without master.
  const change = (next: (current: PrivacySettings) => PrivacySettings) => {
    const values = valuesOf(next(settingsOf(form.values)));
    for (const purpose of PURPOSES) form.field(purpose).onChange(values[purpose]);
    notice.clear();
  };
  return (
    <form {...form.formProps} aria-label={t('privacy.title')}>
      <Stack gap="5">
        <FormMessages
          form={form}
          failedTitle={t('myData.saveFailed.title')}
          failedBody={t('myData.saveFailed.body')}
        />
        {PURPOSES.map((purpose) => {
          const field = form.field(purpose);
          return (
            <Fieldset key={purpose} legend={t(PURPOSE_TEXTS[purpose].title)}>
              <Stack gap="3">
                <Switch
                  checked={field.value.length > 0}
                  onChange={(on) => change((current) => setPurpose(current, purpose, on))}
                >
                  {t(PURPOSE_TEXTS[purpose].master)}
                </Switch>
                <CheckboxGroup
                  id={field.id}
                  label={t('privacy.channels')}
                  value={field.value}
                  orientation="horizontal"
                  onChange={(selected) =>
                    change((current) =>
                      PRIVACY_CHANNELS.reduce(
                        (next, channel) =>
                          setChannel(next, purpose, channel, selected.includes(channel)),
                        current,
                      ),
                    )
                  }
                >
                  {PRIVACY_CHANNELS.map((channel) => (
                    <Checkbox key={channel} value={channel}>
                      {t(CHANNEL_TEXTS[channel])}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              </Stack>
            </Fieldset>
          );
        })}
        <SavedStatus text={notice.saved ? t('privacy.saved') : null} />
        <SubmitButton form={form} savingText={t('myData.saving')}>
          {t('privacy.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
