import { Radio, RadioGroup, Stack, Switch, PhoneField } from '@vonk/ui';
import {
  forwardingDestinationError,
  saveVoicemailForwarding,
  toVoicemailForwardingRequest,
  useApiClient,
} from '@vonk/domain';
import type { ForwardingDestinationError, ForwardingMode, VoipLine } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { ruleCheck } from '../../forms/ruleChecks.ts';
import { SavedStatus } from '../../forms/SavedStatus.tsx';
import { useSavedNotice } from '../../forms/useSavedNotice.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

const MODES = ['Always', 'Busy', 'NoAnswer'] as const satisfies readonly ForwardingMode[];
const MODE_TEXTS = {
  Always: 'settings.forwarding.mode.always',
  Busy: 'settings.forwarding.mode.busy',
  NoAnswer: 'settings.forwarding.mode.noAnswer',
} as const satisfies Record<ForwardingMode, MessageId>;
const ERROR_TEXTS = {
  required: 'settings.forwarding.error.required',
  invalid: 'settings.forwarding.error.invalid',
  ownNumber: 'settings.forwarding.error.ownNumber',
} as const satisfies Record<ForwardingDestinationError, MessageId>;

interface Values {
  voicemail: string;
  forwarding: string;
  forwardingMode: string;
  forwardingDestination: string;
}
const ON = 'aan';
const OFF = 'uit';

/** Spec §7.2 voicemail and call forwarding of one line: always, when busy or without answer. */
export function VoicemailForwardingForm({
  line,
  onSaved,
}: {
  line: VoipLine;
  onSaved: () => Promise<unknown>;
}) {
  const t = useText();
  const client = useApiClient();
  const notice = useSavedNotice(onSaved);
  const current = line.voicemailForwarding;
  const form = usePortalForm<Values>({
    id: `instellingen/doorschakelen/${line.phoneNumber}`,
    fieldIds: {
      voicemail: `voicemail-${line.phoneNumber}`,
      forwarding: `doorschakelen-${line.phoneNumber}`,
      forwardingMode: `doorschakelen-wanneer-${line.phoneNumber}`,
      forwardingDestination: `doorschakelen-naar-${line.phoneNumber}`,
    },
    defaultValues: {
      voicemail: current.voicemailEnabled ? ON : OFF,
      forwarding: current.forwardingEnabled ? ON : OFF,
      forwardingMode: current.forwardingMode,
      forwardingDestination: current.forwardingDestination ?? '',
    },
    checks: {
      forwardingDestination: ruleCheck(
        (value, values: Values) =>
          forwardingDestinationError(value, values.forwarding === ON, line.phoneNumber),
        (error) => t(ERROR_TEXTS[error]),
      ),
    },
    onSubmit: (values) =>
      saveVoicemailForwarding(
        client,
        toVoicemailForwardingRequest(line, {
          voicemailEnabled: values.voicemail === ON,
          forwardingEnabled: values.forwarding === ON,
          forwardingMode: values.forwardingMode as ForwardingMode,
          forwardingDestination: values.forwardingDestination,
        }),
      ),
    onSaved: notice.onSaved,
  });
  const forwarding = form.values.forwarding === ON;
  const toggle = (name: 'voicemail' | 'forwarding') => (on: boolean) => {
    form.field(name).onChange(on ? ON : OFF);
    notice.clear();
  };
  const mode = form.field('forwardingMode');
  return (
    <form {...form.formProps} aria-label={t('settings.forwarding.title')}>
      <Stack gap="4">
        <FormMessages
          form={form}
          summaryTitle={t('settings.form.errorSummary')}
          failedTitle={t('settings.saveFailed.title')}
          failedBody={t('settings.saveFailed.body')}
        />
        <Switch
          id={form.field('voicemail').id}
          checked={form.values.voicemail === ON}
          onChange={toggle('voicemail')}
        >
          {t('settings.voicemail.label')}
        </Switch>
        <Switch
          id={form.field('forwarding').id}
          checked={forwarding}
          onChange={toggle('forwarding')}
        >
          {t('settings.forwarding.label')}
        </Switch>
        {forwarding && (
          <>
            <RadioGroup
              id={mode.id}
              label={t('settings.forwarding.when')}
              value={mode.value}
              onChange={(value) => {
                mode.onChange(value);
                notice.clear();
              }}
            >
              {MODES.map((value) => (
                <Radio key={value} value={value}>
                  {t(MODE_TEXTS[value])}
                </Radio>
              ))}
            </RadioGroup>
            <PhoneField
              {...form.field('forwardingDestination')}
              label={t('settings.forwarding.destination')}
              description={t('settings.forwarding.destinationHint')}
              required
              autoComplete="off"
            />
          </>
        )}
        <SavedStatus text={notice.saved ? t('settings.forwarding.saved') : null} />
        <SubmitButton form={form} savingText={t('settings.saving')}>
          {t('settings.forwarding.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
