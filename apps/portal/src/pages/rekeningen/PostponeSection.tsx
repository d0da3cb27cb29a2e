import { Alert, Button, Section, Stack, formatDateInText, formatEuro } from '@vonk/ui';
import {
  calendarDate,
  postponeBlock,
  postponePayment,
  postponeReason,
  reads,
  useApiClient,
} from '@vonk/domain';
import type { DunningStatus, Invoice, PostponeReason } from '@vonk/domain';
import { useState } from 'react';
import type { MessageId } from '../../i18n/messages.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { FocusHere } from '../../sections/FocusHere.tsx';

const WHY_NOT: Record<PostponeReason, MessageId> = {
  AlreadyPostponed: 'invoices.postpone.why.alreadyPostponed',
  NoOpenInvoice: 'invoices.postpone.why.noOpenInvoice',
  InArrears: 'invoices.postpone.why.inArrears',
};

type Result = 'postponed' | 'refused' | 'failed';

/**
 * Postpone payment (uitstel van betaling, ADR 034): the open invoice's due date moves once, by
 * two weeks. Status, a confirmation step, the result; why not, in plain Dutch, when it cannot.
 */
export function PostponeSection({
  dunning,
  invoices,
}: {
  dunning: DunningStatus;
  invoices: readonly Invoice[];
}) {
  const t = useText();
  const client = useApiClient();
  const { today = () => new Date() } = usePortal();
  const status = usePageData(reads.postponePaymentStatus);
  const [confirmStep, setConfirmStep] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: Result; date: string } | null>(null);
  if (!status.data) return null;
  const { data } = status;
  const invoice = invoices.find((candidate) => candidate.id === data.invoiceId);
  const reason = postponeReason(data, dunning);
  const blocked = postponeBlock(calendarDate(today())) !== null;
  const newDate = data.newDueDate ? formatDateInText(data.newDueDate) : '';
  const invoiceValues = invoice
    ? {
        date: formatDateInText(invoice.invoiceDate),
        amount: formatEuro(invoice.openAmount),
        due: formatDateInText(invoice.dueDate),
      }
    : { date: '', amount: '', due: '' };

  const send = async () => {
    setSending(true);
    const date = newDate;
    try {
      const ok = await postponePayment(client);
      setResult({ kind: ok ? 'postponed' : 'refused', date });
      if (ok) await status.mutate();
    } catch {
      setResult({ kind: 'failed', date });
    } finally {
      setSending(false);
      setConfirmStep(false);
    }
  };

  return (
    <Section id="uitstel" title={t('invoices.postpone.title')}>
      <Stack gap="4">
        {result && (
          <FocusHere key={result.kind}>
            {result.kind === 'postponed' && (
              <Alert
                tone="success"
                title={t('invoices.postpone.done.title', { date: result.date })}
              >
                {t('invoices.postpone.done.body')}
              </Alert>
            )}
            {result.kind === 'refused' && (
              <Alert tone="error" title={t('invoices.postpone.refused.title')}>
                {t('invoices.postpone.refused.body')}
              </Alert>
            )}
            {result.kind === 'failed' && (
              <Alert tone="error" title={t('invoices.postpone.failed.title')}>
                {t('invoices.postpone.failed.body')}
              </Alert>
            )}
          </FocusHere>
        )}
        {reason ? (
          result?.kind !== 'postponed' && <p>{t(WHY_NOT[reason], invoiceValues)}</p>
        ) : (
          <>
            <p>{t('invoices.postpone.possible', { ...invoiceValues, newDate })}</p>
            {blocked && <p id="uitstel-onderhoud">{t('invoices.postpone.blocked')}</p>}
            {confirmStep ? (
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
                  <Button
                    variant="secondary"
                    onClick={() => setConfirmStep(false)}
                    disabled={sending}
                  >
                    {t('invoices.postpone.confirm.no')}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <div>
                <Button
                  variant="secondary"
                  disabled={blocked}
                  aria-describedby={blocked ? 'uitstel-onderhoud' : undefined}
                  onClick={() => {
                    setResult(null);
                    setConfirmStep(true);
                  }}
                >
                  {t('invoices.postpone.ask')}
                </Button>
              </div>
            )}
          </>
        )}
      </Stack>
    </Section>
  );
}
