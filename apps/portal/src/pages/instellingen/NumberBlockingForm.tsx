import { Checkbox, CheckboxGroup, Stack } from '@vonk/ui';
import { saveNumberBlocking, useApiClient } from '@vonk/domain';
import type { NumberBlocking, VoipLine } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { SavedStatus } from '../../forms/SavedStatus.tsx';
import { useSavedNotice } from '../../forms/useSavedNotice.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

const BLOCKS = [
  'anonymousCallsBlocked',
  'premiumNumbersBlocked',
  'internationalCallsBlocked',
] as const satisfies readonly (keyof NumberBlocking)[];
const BLOCK_TEXTS = {
  anonymousCallsBlocked: 'settings.blocking.anonymous',
  premiumNumbersBlocked: 'settings.blocking.premium',
  internationalCallsBlocked: 'settings.blocking.international',
} as const satisfies Record<keyof NumberBlocking, MessageId>;

interface LineFormProps {
  line: VoipLine;
  /** Refetches the settings after a write (spec §7.2). */
  onSaved: () => Promise<unknown>;
}

/** Spec §7.2 number blocking of one line: anonymous callers, premium numbers, calls abroad. */
export function NumberBlockingForm({ line, onSaved }: LineFormProps) {
  const t = useText();
  const client = useApiClient();
  const notice = useSavedNotice(onSaved);
  const form = usePortalForm<{ blocked: string[] }>({
    id: `instellingen/blokkeren/${line.phoneNumber}`,
    fieldIds: { blocked: `blokkeren-${line.phoneNumber}` },
    defaultValues: { blocked: BLOCKS.filter((block) => line.numberBlocking[block]) },
    onSubmit: ({ blocked }) =>
      saveNumberBlocking(client, {
        phoneNumber: line.phoneNumber,
        anonymousCallsBlocked: blocked.includes('anonymousCallsBlocked'),
        premiumNumbersBlocked: blocked.includes('premiumNumbersBlocked'),
        internationalCallsBlocked: blocked.includes('internationalCallsBlocked'),
      }),
    onSaved: notice.onSaved,
  });
  const blocked = form.field('blocked');
  return (
    <form {...form.formProps} aria-label={t('settings.blocking.title')}>
      <Stack gap="4">
        <FormMessages
          form={form}
          failedTitle={t('settings.saveFailed.title')}
          failedBody={t('settings.saveFailed.body')}
        />
        <CheckboxGroup
          id={blocked.id}
          label={t('settings.blocking.title')}
          description={t('settings.blocking.hint')}
          value={blocked.value}
          onChange={(value) => {
            blocked.onChange(value);
            notice.clear();
          }}
        >
          {BLOCKS.map((block) => (
            <Checkbox key={block} value={block}>
              {t(BLOCK_TEXTS[block])}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <SavedStatus text={notice.saved ? t('settings.blocking.saved') : null} />
        <SubmitButton form={form} savingText={t('settings.saving')}>
          {t('settings.blocking.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
