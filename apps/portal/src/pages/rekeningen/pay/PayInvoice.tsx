import { Alert, Button, VisuallyHidden, formatDateInText, formatEuro } from '@vonk/ui';
import { useApiClient } from '@vonk/domain';
import type { Invoice } from '@vonk/domain';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../../i18n/useText.ts';
import { FocusHere } from '../../../sections/FocusHere.tsx';

type State =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'redirecting' }
  | { kind: 'refused'; message: string | null }
  | { kind: 'failed' };

const goTo = (url: string) => window.location.assign(url);

/** The request behind the button: fetched on pointing at or tabbing to it, or on the click. */
const loadPayment = () => import('../paymentRequest/startPayment.ts');
const warmPayment = () => {
  loadPayment().catch(() => undefined);
};

export interface PayInvoiceProps {
  invoice: Pick<Invoice, 'id' | 'invoiceDate' | 'openAmount'>;
  /** Start at once (the dashboard's "pay" link, ADR 136); `onStarted` then drops the parameter. */
  autoStart?: boolean;
  onStarted?: () => void;
  /** Where the browser goes for the bank's page; stories pass a spy. */
  leave?: (url: string) => void;
  /** The origin the payment page returns to: the portal's own. */
  origin?: string;
}

/**
 * Pay one open invoice with iDEAL (issue #29, ADR 136): asks the API for a payment link and sends
 * the browser to the bank's page, which returns to /rekeningen?betaling=. A refusal or a failure
 * says what else the customer can do, where the button was, and takes focus.
 */
export function PayInvoice({
  invoice,
  autoStart = false,
  onStarted,
  leave = goTo,
  origin = window.location.origin,
}: PayInvoiceProps) {
  const t = useText();
  const client = useApiClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const started = useRef(false);
  const amount = formatEuro(invoice.openAmount);

  const start = async () => {
    setState({ kind: 'starting' });
    // Its code not there (offline, a new deploy): the same message as a failed request.
    const payment = await loadPayment().catch(() => null);
    if (!payment) return setState({ kind: 'failed' });
    const { leavesPage, startInvoicePayment } = payment;
    try {
      const result = await startInvoicePayment(client, invoice.id, origin);
      if (result.kind === 'refused') return setState(result);
      setState({ kind: 'redirecting' });
      leave(result.url);
    } catch (error) {
      // A 503 or 401 leaves the page (spec §8): nothing to say here.
      if (!leavesPage(error)) setState({ kind: 'failed' });
    }
  };

  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    onStarted?.();
    void start();
    // Once, on arrival from the dashboard's link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);

  if (state.kind === 'redirecting')
    return (
      <FocusHere>
        <p role="status">{t('invoices.pay.redirecting', { amount })}</p>
      </FocusHere>
    );

  return (
    <div>
      <Button
        size="small"
        onPointerEnter={warmPayment}
        onFocus={warmPayment}
        onClick={() => void start()}
        loading={state.kind === 'starting'}
        loadingText={t('invoices.pay.starting')}
      >
        {t('invoices.pay.button')}{' '}
        <VisuallyHidden>
          {t('invoices.pay.buttonOf', { date: formatDateInText(invoice.invoiceDate), amount })}
        </VisuallyHidden>
      </Button>
      {(state.kind === 'refused' || state.kind === 'failed') && (
        <FocusHere key={state.kind}>
          <Alert tone="error" title={t('invoices.pay.refused.title')}>
            {state.kind === 'refused' && state.message && <p>{state.message}</p>}
            <p>{t('invoices.pay.refused.body', { amount })}</p>
          </Alert>
        </FocusHere>
      )}
    </div>
  );
}
