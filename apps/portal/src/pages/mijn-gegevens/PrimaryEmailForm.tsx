import { Section, Stack, TextField } from '@vonk/ui';
import { primaryEmailError, routePaths, setPrimaryEmailAddress, useApiClient } from '@vonk/domain';
import type { PrimaryEmailError } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { ruleCheck } from '../../forms/ruleChecks.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

const ERROR_TEXTS = {
  required: 'myData.email.error.required',
  invalid: 'myData.email.error.invalid',
  unchanged: 'myData.email.error.unchanged',
} as const satisfies Record<PrimaryEmailError, MessageId>;

/**
 * Spec §7.2 setPrimaryEmailAdress: the primary address is the username, so after the change the
 * customer lands on the public /nieuwe-gebruikersnaam page (spec §2.1).
 */
export function PrimaryEmailForm({ current }: { current: string }) {
  const t = useText();
  const client = useApiClient();
  const navigate = useNavigate();
  const form = usePortalForm<{ primaryEmailAddress: string }>({
    id: 'mijn-gegevens/e-mailadres',
    fieldIds: { primaryEmailAddress: 'gegevens-email' },
    defaultValues: { primaryEmailAddress: '' },
    checks: {
      primaryEmailAddress: ruleCheck(
        (value) => primaryEmailError(value, current),
        (error) => t(ERROR_TEXTS[error]),
      ),
    },
    focus: 'field',
    onSubmit: ({ primaryEmailAddress }) =>
      setPrimaryEmailAddress(client, primaryEmailAddress.trim()),
    onSaved: () => navigate(routePaths.newUsername.href()),
  });
  return (
    <Section title={t('myData.email.title')} headingLevel={2}>
      <form {...form.formProps} aria-label={t('myData.email.title')}>
        <Stack gap="4">
          <p>{t('myData.email.current', { email: current })}</p>
          <FormMessages
            form={form}
            summaryTitle={t('myData.form.errorSummary')}
            failedTitle={t('myData.saveFailed.title')}
            failedBody={t('myData.saveFailed.body')}
          />
          <TextField
            {...form.field('primaryEmailAddress')}
            type="email"
            inputMode="email"
            label={t('myData.email.label')}
            description={t('myData.email.hint')}
            required
            autoComplete="email"
            spellCheck="false"
          />
          <SubmitButton form={form} savingText={t('myData.saving')}>
            {t('myData.email.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </Section>
  );
}
