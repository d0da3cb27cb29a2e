import { Button, Stack } from '@vonk/ui';
import { postponePayment, reads, useApiClient } from '@vonk/domain';
import { useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { FocusHere } from '../../../sections/FocusHere.tsx';
import folderMessages from '../../../i18n/compiled/pages/rekeningen.postpone.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this step uses: it loads when the customer asks for postponement (issue #34).
registerPageMessages(folderMessages);

/** What a request for postponement met: postponed, refused by the API, or no answer. */
export type PostponeResult = 'postponed' | 'refused' | 'failed';

export interface PostponeConfirmProps {
  /** The new due date, in words. */
  newDate: string;
  /** What the request met, as soon as it is known (the section says it above). */
  onResult: (result: PostponeResult) => void;
  /** The step is over: sent (after `onResult`) or "Nee". */
  onClose: () => void;
}

/**
 * The confirmation step of PostponeSection (ADR 033): the question, focused, and "Ja, geef me
 * uitstel", which sends the request (POST, then the postponement's status reloads), or "Nee".
 */
export function PostponeConfirm({ newDate, onResult, onClose }: PostponeConfirmProps) {
  const t = useText();
  const client = useApiClient();
  const status = usePageData(reads.postponePaymentStatus);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const ok = await postponePayment(client);
      onResult(ok ? 'postponed' : 'refused');
      if (ok) await status.mutate();
    } catch {
      onResult('failed');
    } finally {
      setSending(false);
      onClose();
    }
  };

  return (
    <Stack gap="3">
      <FocusHere>
        <p>
          <strong>{t('invoices.postpone.confirm.question', { newDate })}</strong>
        </p>
      </FocusHere>
      <Stack direction="row" gap="3" wrap>
        <Button
          onClick={() => void send()}
          loading={sending}
          loadingText={t('invoices.postpone.confirm.sending')}
        >
          {t('invoices.postpone.confirm.yes')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          {t('invoices.postpone.confirm.no')}
        </Button>
      </Stack>
    </Stack>
  );
}
