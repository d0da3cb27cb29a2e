import type { ReactNode } from 'react';
import { Alert, FormErrorSummary } from '@vonk/ui';
import { useText } from '../i18n/useText.ts';
import { useTitleError } from '../shell/titleParts.ts';
import type { FormValues, PortalForm } from './usePortalForm.ts';
import sharedMessages from '../i18n/compiled/shared/forms/FormMessages.json';
import { registerPageMessages } from '../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

interface FormMessagesProps<V extends FormValues<V>> {
  form: PortalForm<V>;
  /** Title of the error summary, e.g. 'Controleer de volgende gegevens:'. */
  summaryTitle?: ReactNode;
  /** Title and text when the submit failed (500, no answer): the form keeps what was typed. */
  failedTitle: ReactNode;
  failedBody: ReactNode;
}

/**
 * What every form says above its fields: a restored draft, the error summary after a submit
 * (linked, focused), a failed save and the server's own refusal.
 */
export function FormMessages<V extends FormValues<V>>({
  form,
  summaryTitle,
  failedTitle,
  failedBody,
}: FormMessagesProps<V>) {
  const t = useText();
  const { failure } = form;
  // The tab title starts with "Fout: " while the summary or a failed save is shown (ADR 141).
  useTitleError(form.summary.errors.length > 0 || failure != null);
  return (
    <>
      {form.restored && (
        <Alert tone="info" title={t('form.draftRestored.title')}>
          {t('form.draftRestored.body')}
        </Alert>
      )}
      <FormErrorSummary key={form.summary.key} title={summaryTitle} errors={form.summary.errors} />
      {failure?.kind === 'failed' && (
        <Alert tone="error" title={failedTitle}>
          {failedBody}
        </Alert>
      )}
      {failure?.kind === 'refused' && (
        <Alert tone="error" title={t('form.refused.title')}>
          {failure.messages.length > 0 ? failure.messages.join(' ') : t('form.refused.body')}
        </Alert>
      )}
    </>
  );
}
