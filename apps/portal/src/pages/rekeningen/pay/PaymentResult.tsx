import { Alert, formatDateInText, formatEuro } from '@vonk/ui';
import { paymentOutcome } from '@vonk/domain';
import type { Invoice, Payment } from '@vonk/domain';
import type { MessageId } from '../../../i18n/messages.ts';
import { useText } from '../../../i18n/useText.ts';
import { FocusHere } from '../../../sections/FocusHere.tsx';
import { PayInvoice } from './PayInvoice.tsx';
import folderMessages from '../../../i18n/compiled/pages/rekeningen.pay.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this part uses: it loads on coming back from the payment page (issue #34).
registerPageMessages(folderMessages);

const ENDED: Record<'failed' | 'expired', { title: MessageId; body: MessageId }> = {
  failed: { title: 'invoices.payment.failed.title', body: 'invoices.payment.failed.body' },
  expired: { title: 'invoices.payment.expired.title', body: 'invoices.payment.expired.body' },
};

/**
 * What the customer sees on coming back from the payment page (ADR 136): the domain's
 * `paymentOutcome` of the payment in `?betaling=`, said first on /rekeningen and focused. Paid:
 * betaald; cancelled: still open; failed or expired: what to do, with the button to try again.
 * `payment` null: the API knows no such payment of this customer.
 */
export function PaymentResult({
  payment,
  invoices,
  leave,
}: {
  payment: Payment | null;
  invoices: readonly Invoice[];
  leave?: (url: string) => void;
}) {
  const t = useText();
  const outcome = paymentOutcome(payment, invoices);
  if (outcome.kind === 'unknown')
    return (
      <FocusHere>
        <Alert tone="warning" title={t('invoices.payment.unknown.title')}>
          {t('invoices.payment.unknown.body')}
        </Alert>
      </FocusHere>
    );
  const invoice = invoices.find((candidate) => candidate.id === outcome.invoiceId);
  const values = {
    amount: formatEuro(outcome.amount),
    date: invoice ? formatDateInText(invoice.invoiceDate) : '',
  };
  const retry =
    'canRetry' in outcome && outcome.canRetry && invoice ? (
      <PayInvoice invoice={invoice} leave={leave} />
    ) : null;
  return (
    <FocusHere key={outcome.kind}>
      {outcome.kind === 'paid' && (
        <Alert tone="success" title={t('invoices.payment.paid.title')}>
          {t('invoices.payment.paid.body', values)}
        </Alert>
      )}
      {outcome.kind === 'pending' && (
        <Alert tone="info" title={t('invoices.payment.pending.title')}>
          {t('invoices.payment.pending.body', values)}
        </Alert>
      )}
      {outcome.kind === 'cancelled' && (
        <Alert tone="warning" title={t('invoices.payment.cancelled.title')}>
          <p>{t('invoices.payment.cancelled.body', values)}</p>
          {retry}
        </Alert>
      )}
      {(outcome.kind === 'failed' || outcome.kind === 'expired') && (
        <Alert tone="error" title={t(ENDED[outcome.kind].title)}>
          <p>{t(ENDED[outcome.kind].body, values)}</p>
          <p>{t('invoices.payment.otherWays', values)}</p>
          {retry}
        </Alert>
      )}
    </FocusHere>
  );
}
