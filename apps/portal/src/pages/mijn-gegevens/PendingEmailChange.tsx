import { useState } from 'react';
import { Alert, Stack } from '@vonk/ui';
import { cancelPrimaryEmailChange, resendPrimaryEmailChange, useApiClient } from '@vonk/domain';
import type { PrimaryEmailChange } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { FormMessages } from '../../forms/FormMessages.tsx';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useFocusWhen } from '../../sections/useFocusWhen.ts';

interface PendingEmailChangeProps {
  change: NonNullable<PrimaryEmailChange>;
  /** The primary address now, which stays the login name until the link is opened. */
  current: string;
  /** Just asked for: the notice takes focus (the button pressed is gone). */
  announce?: boolean;
  /** After a cancel: the form comes back. */
  onCancelled: () => unknown;
}

/** A button that sends one write on the one form mechanism: its outcome is said beside it. */
function useAction(id: string, send: () => Promise<unknown>, onSaved: () => unknown) {
  return usePortalForm<Record<never, string>>({
    id: `mijn-gegevens/e-mailadres-${id}`,
    fieldIds: {},
    defaultValues: {},
    onSubmit: send,
    onSaved,
  });
}

/**
 * The change waits for its verification link (ADR 128): say where it went, until when the old
 * address is the login name, and offer the way back (cancel) and a new link (resend).
 */
export function PendingEmailChange({
  change,
  current,
  announce = false,
  onCancelled,
}: PendingEmailChangeProps) {
  const t = useText();
  const sent = useFocusWhen(announce);
  const client = useApiClient();
  const [resent, setResent] = useState(0);
  const notice = useFocusWhen(resent);
  const resend = useAction(
    'opnieuw',
    () => resendPrimaryEmailChange(client),
    () => setResent((count) => count + 1),
  );
  const cancel = useAction('annuleren', () => cancelPrimaryEmailChange(client), onCancelled);
  const failed = {
    failedTitle: t('myData.email.pending.failed'),
    failedBody: null,
  };
  const email = change.newPrimaryEmailAddress;
  return (
    <Stack gap="4">
      <Alert
        ref={sent}
        tabIndex={-1}
        tone="info"
        title={t('myData.email.pending.title')}
        live="none"
      >
        <p>{t('myData.email.pending.body', { email })}</p>
        <p>{t('myData.email.pending.until', { current })}</p>
      </Alert>
      <p>{t('myData.email.pending.notReceived')}</p>
      {resent > 0 && (
        <Alert
          ref={notice}
          tabIndex={-1}
          tone="success"
          title={t('myData.email.pending.resent', { email })}
        />
      )}
      <Stack direction="row" gap="4" wrap align="start">
        <form {...resend.formProps} aria-label={t('myData.email.pending.resend')}>
          <FormMessages form={resend} {...failed} />
          <SubmitButton form={resend} savingText={t('myData.email.sending')}>
            {t('myData.email.pending.resend')}
          </SubmitButton>
        </form>
        <form {...cancel.formProps} aria-label={t('myData.email.pending.cancel')}>
          <FormMessages form={cancel} {...failed} />
          <SubmitButton form={cancel} savingText={t('myData.saving')}>
            {t('myData.email.pending.cancel')}
          </SubmitButton>
        </form>
      </Stack>
    </Stack>
  );
}
