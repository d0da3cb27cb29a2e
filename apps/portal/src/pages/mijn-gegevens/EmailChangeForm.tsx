import { useState } from 'react';
import { Button, Stack, TextField } from '@vonk/ui';
import {
  emailSuggestion,
  isSoftFailure,
  primaryEmailError,
  setPrimaryEmailAddress,
  useApiClient,
} from '@vonk/domain';
import type { PrimaryEmailError } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { ruleCheck } from '../../forms/ruleChecks.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useFocusWhen } from '../../sections/useFocusWhen.ts';

const ERROR_TEXTS = {
  required: 'myData.email.error.required',
  invalid: 'myData.email.error.invalid',
  localPart: 'myData.email.error.localPart',
  tooLong: 'myData.email.error.tooLong',
  unchanged: 'myData.email.error.unchanged',
} as const satisfies Record<PrimaryEmailError, MessageId>;

interface EmailChangeFormProps {
  /** The primary address now: the login name. */
  current: string;
  /** The change was asked for: a link is on its way to the new address. */
  onRequested: () => unknown;
}

/**
 * The new primary address in two steps (ADR 128): type it (the domain's rule, and a "Bedoel je …?"
 * that never blocks), then confirm old → new before anything is sent. A send that fails or is
 * refused goes back to the first step, where the message and the typed address are.
 */
export function EmailChangeForm({ current, onRequested }: EmailChangeFormProps) {
  const t = useText();
  const client = useApiClient();
  const [confirming, setConfirming] = useState(false);
  const confirmStep = useFocusWhen(confirming);
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
    onSubmit: async ({ primaryEmailAddress }) => {
      if (!confirming) return undefined; // the checks passed: confirm first
      try {
        const result = await setPrimaryEmailAddress(client, primaryEmailAddress.trim());
        if (isSoftFailure(result)) setConfirming(false);
        return result;
      } catch (error) {
        setConfirming(false);
        throw error;
      }
    },
    onSaved: () => (confirming ? onRequested() : setConfirming(true)),
  });
  const field = form.field('primaryEmailAddress');
  const typed = form.values.primaryEmailAddress.trim();
  const suggestion = emailSuggestion(typed);

  return (
    <form {...form.formProps} aria-label={t('myData.email.title')}>
      <Stack gap="4">
        <FormMessages
          form={form}
          summaryTitle={t('myData.form.errorSummary')}
          failedTitle={t('myData.saveFailed.title')}
          failedBody={t('myData.saveFailed.body')}
        />
        {confirming ? (
          <div ref={confirmStep} tabIndex={-1} role="group" aria-labelledby="gegevens-email-check">
            <Stack gap="4">
              <h3 id="gegevens-email-check">{t('myData.email.confirm.title')}</h3>
              <dl>
                <dt>{t('myData.email.confirm.from')}</dt>
                <dd>{current}</dd>
                <dt>{t('myData.email.confirm.to')}</dt>
                <dd>{typed}</dd>
              </dl>
              <p>{t('myData.email.confirm.body', { new: typed, old: current })}</p>
              <Stack direction="row" gap="4" wrap align="center">
                <SubmitButton form={form} savingText={t('myData.email.sending')}>
                  {t('myData.email.confirm.submit')}
                </SubmitButton>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    setConfirming(false);
                    requestAnimationFrame(() => document.getElementById(field.id)?.focus());
                  }}
                >
                  {t('myData.email.confirm.back')}
                </Button>
              </Stack>
            </Stack>
          </div>
        ) : (
          <>
            <p>{t('myData.email.current', { email: current })}</p>
            <TextField
              {...field}
              type="email"
              inputMode="email"
              label={t('myData.email.label')}
              description={t('myData.email.hint')}
              required
              autoComplete="email"
              spellCheck="false"
            />
            <div aria-live="polite">
              {suggestion && (
                <Stack direction="row" gap="3" wrap align="center">
                  <span>{t('myData.email.suggestion', { email: suggestion })}</span>
                  <Button
                    type="button"
                    variant="tertiary"
                    size="small"
                    onClick={() => field.onChange(suggestion)}
                  >
                    {t('myData.email.useSuggestion', { email: suggestion })}
                  </Button>
                </Stack>
              )}
            </div>
            <SubmitButton form={form} savingText={t('myData.saving')}>
              {t('myData.email.submit')}
            </SubmitButton>
          </>
        )}
      </Stack>
    </form>
  );
}
