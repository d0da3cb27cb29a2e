import { PasswordField, Section, Stack } from '@vonk/ui';
import {
  PASSWORD_REQUIREMENTS,
  changePassword,
  newPassword,
  passwordRequirements,
  passwordStrength,
  useApiClient,
} from '@vonk/domain';
import type { PasswordError, PasswordRequirement, PasswordStrength } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

const ERROR_TEXTS = {
  required: 'myData.password.error.newRequired',
  length: 'myData.password.error.length',
  upperAndLower: 'myData.password.error.upperAndLower',
  digitOrSign: 'myData.password.error.digitOrSign',
  tooLong: 'myData.password.error.tooLong',
  sameAsCurrent: 'myData.password.error.sameAsCurrent',
} as const satisfies Record<PasswordError, MessageId>;

const REQUIREMENT_TEXTS = {
  length: 'myData.password.rule.length',
  upperAndLower: 'myData.password.rule.upperAndLower',
  digitOrSign: 'myData.password.rule.digitOrSign',
} as const satisfies Record<PasswordRequirement, MessageId>;

const STRENGTH_TEXTS = {
  weak: 'myData.password.strength.weak',
  fair: 'myData.password.strength.fair',
  strong: 'myData.password.strength.strong',
} as const satisfies Record<PasswordStrength, MessageId>;

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

/**
 * Change the password (spec §7.2 changePassword; rules ADR 044): the requirements and strength
 * follow what is typed, the server's refusals (wrong current password) appear at their field.
 * Passwords never go into a form draft.
 */
export function PasswordForm({ onSaved }: { onSaved: () => void }) {
  const t = useText();
  const client = useApiClient();
  const form = usePortalForm<PasswordValues>({
    id: 'mijn-gegevens/wachtwoord',
    fieldIds: {
      currentPassword: 'gegevens-huidig-wachtwoord',
      newPassword: 'gegevens-nieuw-wachtwoord',
    },
    defaultValues: { currentPassword: '', newPassword: '' },
    checks: {
      currentPassword: (value) =>
        value === '' ? t('myData.password.error.currentRequired') : undefined,
      newPassword: (value, values) => {
        const result = newPassword(value, values.currentPassword);
        return result.ok ? undefined : t(ERROR_TEXTS[result.error]);
      },
    },
    sensitive: ['currentPassword', 'newPassword'],
    onSubmit: (values) => changePassword(client, values),
    onSaved,
  });
  const typed = form.values.newPassword;
  const met = passwordRequirements(typed);
  return (
    <Section title={t('myData.password.title')} headingLevel={2}>
      <form {...form.formProps} aria-label={t('myData.password.title')}>
        <Stack gap="4">
          <FormMessages
            form={form}
            summaryTitle={t('myData.form.errorSummary')}
            failedTitle={t('myData.saveFailed.title')}
            failedBody={t('myData.saveFailed.body')}
          />
          <PasswordField
            {...form.field('currentPassword')}
            label={t('myData.password.current')}
            autoComplete="current-password"
            required
          />
          <PasswordField
            {...form.field('newPassword')}
            label={t('myData.password.new')}
            autoComplete="new-password"
            required
            description={
              <>
                {/* Visible text, not an aria-label: a label on the list would replace the rules in
                    the field's description (WCAG 1.3.1, issue 30). */}
                <p>{t('myData.password.rules')}:</p>
                <ul>
                  {PASSWORD_REQUIREMENTS.map((requirement) => (
                    <li key={requirement}>
                      {t(REQUIREMENT_TEXTS[requirement])}
                      {': '}
                      {met[requirement]
                        ? t('myData.password.rule.met')
                        : t('myData.password.rule.notMet')}
                    </li>
                  ))}
                </ul>
                {typed !== '' && (
                  <p>
                    {t('myData.password.strength', {
                      strength: t(STRENGTH_TEXTS[passwordStrength(typed)]),
                    })}
                  </p>
                )}
              </>
            }
          />
          <SubmitButton form={form} savingText={t('myData.saving')}>
            {t('myData.password.submit')}
          </SubmitButton>
        </Stack>
      </form>
    </Section>
  );
}
