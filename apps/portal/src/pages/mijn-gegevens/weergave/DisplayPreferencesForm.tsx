import { useRef } from 'react';
import { Checkbox, CheckboxGroup, Radio, RadioGroup, Stack } from '@vonk/ui';
import { TEXT_SIZES, saveDisplayPreferences, useApiClient } from '@vonk/domain';
import type { DisplayPreferences, TextSize } from '@vonk/domain';
import type { MessageId } from '../../../i18n/messages.ts';
import { useText } from '../../../i18n/useText.ts';
import { FormMessages } from '../../../forms/FormMessages.tsx';
import { SavedStatus } from '../../../forms/SavedStatus.tsx';
import { SubmitButton } from '../../../forms/SubmitButton.tsx';
import { usePortalForm } from '../../../forms/usePortalForm.ts';
import { useSavedNotice } from '../../../forms/useSavedNotice.ts';

const ADJUSTMENTS = ['reducedMotion', 'highContrast', 'largePrintInvoices'] as const;
type Adjustment = (typeof ADJUSTMENTS)[number];

const SIZE_TEXTS = {
  100: 'display.textSize.normal',
  125: 'display.textSize.larger',
  150: 'display.textSize.largest',
} as const satisfies Record<TextSize, MessageId>;
const ADJUSTMENT_TEXTS = {
  reducedMotion: { label: 'display.reducedMotion', hint: 'display.reducedMotion.hint' },
  highContrast: { label: 'display.highContrast', hint: 'display.highContrast.hint' },
  largePrintInvoices: { label: 'display.largePrint', hint: 'display.largePrint.hint' },
} as const satisfies Record<Adjustment, { label: MessageId; hint: MessageId }>;

/** The one form mechanism holds text: the size as its digits, the adjustments that are on. */
type DisplayValues = { textSize: string; adjustments: string[] };
const valuesOf = (preferences: DisplayPreferences): DisplayValues => ({
  textSize: String(preferences.textSize),
  adjustments: ADJUSTMENTS.filter((adjustment) => preferences[adjustment]),
});
const preferencesOf = ({ textSize, adjustments }: DisplayValues): DisplayPreferences => ({
  textSize: TEXT_SIZES.find((size) => String(size) === textSize) ?? 100,
  reducedMotion: adjustments.includes('reducedMotion'),
  highContrast: adjustments.includes('highContrast'),
  largePrintInvoices: adjustments.includes('largePrintInvoices'),
});

interface DisplayPreferencesFormProps {
  preferences: DisplayPreferences;
  /** After a save: apply on screen and refetch (the page decides). */
  onSaved: (saved: DisplayPreferences) => Promise<unknown>;
}

/**
 * Issue #30: text size, reduced motion, high contrast and large-print invoices, saved to the
 * account so every device applies them at login. Saved means applied: the screen changes with
 * the confirmation, not before (an unsaved choice never lingers).
 */
export function DisplayPreferencesForm({ preferences, onSaved }: DisplayPreferencesFormProps) {
  const t = useText();
  const client = useApiClient();
  // What the last save sent: applied once the API has it.
  const sent = useRef<DisplayPreferences>(preferences);
  const notice = useSavedNotice(() => onSaved(sent.current));
  const form = usePortalForm<DisplayValues>({
    id: 'mijn-gegevens/weergave',
    fieldIds: { textSize: 'weergave-tekstgrootte', adjustments: 'weergave-aanpassingen' },
    defaultValues: valuesOf(preferences),
    onSubmit: (values) => {
      sent.current = preferencesOf(values);
      return saveDisplayPreferences(client, sent.current);
    },
    onSaved: notice.onSaved,
  });
  const textSize = form.field('textSize');
  const adjustments = form.field('adjustments');
  return (
    <form {...form.formProps} aria-label={t('display.form.label')}>
      <Stack gap="5">
        <FormMessages
          form={form}
          failedTitle={t('myData.saveFailed.title')}
          failedBody={t('myData.saveFailed.body')}
        />
        <RadioGroup
          id={textSize.id}
          name={textSize.name}
          label={t('display.textSize.label')}
          description={t('display.textSize.hint')}
          value={textSize.value}
          onChange={(value) => {
            textSize.onChange(value);
            notice.clear();
          }}
        >
          {TEXT_SIZES.map((size) => (
            <Radio key={size} value={String(size)}>
              {t(SIZE_TEXTS[size])}
            </Radio>
          ))}
        </RadioGroup>
        <CheckboxGroup
          id={adjustments.id}
          label={t('display.adjustments.label')}
          value={adjustments.value}
          onChange={(selected) => {
            adjustments.onChange(selected);
            notice.clear();
          }}
        >
          {ADJUSTMENTS.map((adjustment) => (
            <Checkbox
              key={adjustment}
              value={adjustment}
              description={t(ADJUSTMENT_TEXTS[adjustment].hint)}
            >
              {t(ADJUSTMENT_TEXTS[adjustment].label)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <SavedStatus text={notice.saved ? t('display.saved') : null} />
        <SubmitButton form={form} savingText={t('myData.saving')}>
          {t('display.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
