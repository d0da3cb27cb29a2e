import { useState } from 'react';
import { Alert, Button, Checkbox, CheckboxGroup, Stack } from '@vonk/ui';
import {
  OPT_OUT_CHOICES,
  isUnsubscribedFromEverything,
  optOutChoices,
  optOutChoicesFrom,
  selectedOptOutChoices,
  useSaveOptOut,
} from '@vonk/domain';
import type { OptOutChoice, OptOutPreferences } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';

const CHOICE_TEXTS = {
  commercialEmail: {
    label: 'unsubscribe.commercialEmail.label',
    description: 'unsubscribe.commercialEmail.description',
  },
  newsletter: {
    label: 'unsubscribe.newsletter.label',
    description: 'unsubscribe.newsletter.description',
  },
  surveys: { label: 'unsubscribe.surveys.label', description: 'unsubscribe.surveys.description' },
} as const satisfies Record<OptOutChoice, { label: MessageId; description: MessageId }>;

interface UnsubscribeFormProps {
  preferences: OptOutPreferences;
}

/**
 * The three choices behind an unsubscribe link, saved with one button, plus 'Afmelden voor alle
 * e-mails', which turns all three off and saves straight away; on the one form mechanism (what
 * was ticked survives a failed save, and a 503 keeps it as a draft). A change after saving hides
 * the success message again.
 */
export function UnsubscribeForm({ preferences }: UnsubscribeFormProps) {
  const t = useText();
  const save = useSaveOptOut();
  const [saved, setSaved] = useState<'choices' | 'everything' | null>(null);
  const form = usePortalForm({
    id: `unsubscribe/${preferences.id}`,
    fieldIds: { choices: 'afmelden-keuzes' },
    defaultValues: { choices: selectedOptOutChoices(optOutChoices(preferences)) as string[] },
    onSubmit: ({ choices }) => save({ id: preferences.id, ...optOutChoicesFrom(choices) }),
    onSaved: ({ choices }) =>
      setSaved(isUnsubscribedFromEverything(optOutChoicesFrom(choices)) ? 'everything' : 'choices'),
  });
  const choices = form.field('choices');

  return (
    <form {...form.formProps}>
      <Stack gap="5">
        <FormMessages
          form={form}
          failedTitle={t('unsubscribe.saveError.title')}
          failedBody={t('unsubscribe.saveError.body')}
        />
        <CheckboxGroup
          id={choices.id}
          label={t('unsubscribe.choices.label')}
          description={t('unsubscribe.choices.description')}
          value={choices.value}
          onChange={(selected) => {
            choices.onChange(selected);
            setSaved(null);
          }}
        >
          {OPT_OUT_CHOICES.map((choice) => (
            <Checkbox key={choice} value={choice} description={t(CHOICE_TEXTS[choice].description)}>
              {t(CHOICE_TEXTS[choice].label)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {/* A live region that exists before the message does, so the success is announced. */}
        <div role="status">
          {saved && (
            <Alert tone="success" live="none">
              {saved === 'everything'
                ? t('unsubscribe.saved.everything')
                : t('unsubscribe.saved.choices')}
            </Alert>
          )}
        </div>
        <Stack direction="row" gap="3" wrap align="center">
          <Button
            type="submit"
            loading={form.submitting('submit')}
            loadingText={t('unsubscribe.saving')}
          >
            {t('unsubscribe.save')}
          </Button>
          <Button
            variant="secondary"
            loading={form.submitting('everything')}
            loadingText={t('unsubscribe.saving')}
            onClick={() => void form.submit('everything', { choices: [] })}
          >
            {t('unsubscribe.everything')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
