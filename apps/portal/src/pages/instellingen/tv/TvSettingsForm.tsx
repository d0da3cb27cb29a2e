import { Radio, RadioGroup, Stack, Switch } from '@vonk/ui';
import { saveTvSettings, useApiClient } from '@vonk/domain';
import type { TvSettings } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { SavedStatus } from '../../../forms/SavedStatus.tsx';
import { useSavedNotice } from '../../../forms/useSavedNotice.ts';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';

/** The age limits the TV platform knows (Kijkwijzer): the only values the contract allows. */
const AGE_LIMITS = [
  6, 9, 12, 16, 18,
] as const satisfies readonly TvSettings['parentalControl']['ageLimit'][];
const ON = 'aan';
const OFF = 'uit';
const flag = (on: boolean) => (on ? ON : OFF);

interface Values {
  parentalControl: string;
  ageLimit: string;
  purchasePin: string;
  replay: string;
}

/** TV settings (spec §2.5 preload; shape designed in the contract): parental control, PIN, replay. */
export function TvSettingsForm({
  settings,
  onSaved,
}: {
  settings: TvSettings;
  onSaved: () => Promise<unknown>;
}) {
  const t = useText();
  const client = useApiClient();
  const notice = useSavedNotice(onSaved);
  const form = usePortalForm<Values>({
    id: 'instellingen/tv',
    fieldIds: {
      parentalControl: 'tv-kinderslot',
      ageLimit: 'tv-leeftijd',
      purchasePin: 'tv-pincode',
      replay: 'tv-terugkijken',
    },
    defaultValues: {
      parentalControl: flag(settings.parentalControl.enabled),
      ageLimit: String(settings.parentalControl.ageLimit),
      purchasePin: flag(settings.purchasePinEnabled),
      replay: flag(settings.replayEnabled),
    },
    onSubmit: (values) =>
      saveTvSettings(client, {
        parentalControl: {
          enabled: values.parentalControl === ON,
          ageLimit:
            AGE_LIMITS.find((age) => String(age) === values.ageLimit) ??
            settings.parentalControl.ageLimit,
        },
        purchasePinEnabled: values.purchasePin === ON,
        replayEnabled: values.replay === ON,
      }),
    onSaved: notice.onSaved,
  });
  const set = (name: keyof Values) => (value: string) => {
    form.field(name).onChange(value);
    notice.clear();
  };
  const switchFor = (name: 'parentalControl' | 'purchasePin' | 'replay') => ({
    id: form.field(name).id,
    checked: form.values[name] === ON,
    onChange: (on: boolean) => set(name)(flag(on)),
  });
  return (
    <form {...form.formProps} aria-label={t('tv.settings.title')}>
      <Stack gap="4">
        <FormMessages
          form={form}
          failedTitle={t('settings.saveFailed.title')}
          failedBody={t('settings.saveFailed.body')}
        />
        <Switch {...switchFor('parentalControl')} description={t('tv.parental.hint')}>
          {t('tv.parental.label')}
        </Switch>
        {form.values.parentalControl === ON && (
          <RadioGroup
            id={form.field('ageLimit').id}
            label={t('tv.ageLimit.label')}
            description={t('tv.ageLimit.hint')}
            value={form.values.ageLimit}
            onChange={set('ageLimit')}
            orientation="horizontal"
          >
            {AGE_LIMITS.map((age) => (
              <Radio key={age} value={String(age)}>
                {t('tv.ageLimit.option', { age })}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <Switch {...switchFor('purchasePin')} description={t('tv.pin.hint')}>
          {t('tv.pin.label')}
        </Switch>
        <Switch {...switchFor('replay')} description={t('tv.replay.hint')}>
          {t('tv.replay.label')}
        </Switch>
        <SavedStatus text={notice.saved ? t('tv.settings.saved') : null} />
        <SubmitButton form={form} savingText={t('settings.saving')}>
          {t('tv.settings.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
