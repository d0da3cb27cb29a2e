import { Stack } from '@vonk/ui';
import {
  PAY_INVOICE_PARAM,
  PAYMENT_PARAM,
  isMaintenanceNoticeActive,
  isPathSegment,
  reads,
  useRead,
} from '@vonk/domain';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { ARRANGEMENT_SECTION_ID, ArrangementSection } from './arrangement/ArrangementSection.tsx';
import { BalanceOverview } from './BalanceOverview.tsx';
import { BillingNotice } from './BillingNotice.tsx';
import { InvoiceList } from './InvoiceList.tsx';
import { PostponeSection } from './PostponeSection.tsx';
import { useArrearsOptions } from './useArrearsOptions.ts';
import { PaymentDetailsSection } from '../../sections/PaymentDetailsSection.tsx';
import { CreditList } from './CreditList.tsx';
import { lazyPart } from '../../sections/lazyPart.tsx';
import pageMessages from '../../i18n/compiled/pages/rekeningen.json';
import screenMessages from '../../i18n/compiled/pages/rekeningen.InvoicesPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

// The payment's outcome shows only on coming back from the payment page (ADR 136), so its code
// loads only then (issue #34): fetched as this page's code arrives, beside the route's reads (the
// payment's among them), so it is here when the page shows, with no skeleton in its place.
const paymentResult = lazyPart(() =>
  import('./pay/PaymentResult.tsx').then((module) => module.PaymentResult),
);
const PaymentResult = paymentResult.Part;
if (new URLSearchParams(window.location.search).has(PAYMENT_PARAM)) paymentResult.warm();

/**
 * Spec §2.2 /rekeningen (Rekeningen): what the customer owes and why, and how to settle it
 * (ADR 033). The §8 maintenance notice comes first in its window (22/01 to 26/01, from the
 * portal's `today`). What can be done about arrears is the domain's `arrearsOptions`, asked once
 * here and rendered by every section (issue #26). HTTP errors are handled globally (spec §8).
 */
export function InvoicesPage() {
  const t = useText();
  const { today = () => new Date() } = usePortal();
  const invoices = usePageData(reads.invoices).data;
  const balance = usePageData(reads.openBalance).data;
  const dunning = usePageData(reads.dunningStatus).data;
  const options = useArrearsOptions();
  const noticeActive = isMaintenanceNoticeActive(today());
  // Back from the payment page (ADR 136): the payment's outcome first, the invoice's status with it.
  const [params, setParams] = useSearchParams();
  const paymentId = params.get(PAYMENT_PARAM)?.trim() ?? '';
  const payment = useRead(isPathSegment(paymentId) ? reads.payment : null, { id: paymentId });
  const paymentKnown =
    payment.data ?? (payment.error || !isPathSegment(paymentId) ? null : undefined);
  const dropPayParam = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAY_INVOICE_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="8">
      {noticeActive && <BillingNotice />}
      {paymentId && invoices && paymentKnown !== undefined && (
        <PaymentResult payment={paymentKnown} invoices={invoices} />
      )}
      {balance && dunning && invoices && (
        <BalanceOverview
          balance={balance}
          dunning={dunning}
          invoices={invoices}
          waysOut={
            // The way out of arrears names the arrangement only when one can be made now.
            options?.arrangement.kind === 'possible' && (
              <li>
                <a href={`#${ARRANGEMENT_SECTION_ID}`}>{t('invoices.dunning.arrangement')}</a>
              </li>
            )
          }
        />
      )}
      {invoices && (
        <InvoiceList
          invoices={invoices}
          payment={payment.data ?? null}
          payInvoiceId={params.get(PAY_INVOICE_PARAM)}
          onPayStarted={dropPayParam}
        />
      )}
      {options && <ArrangementSection option={options.arrangement} />}
      {options && invoices && <PostponeSection option={options.postpone} invoices={invoices} />}
      <PaymentDetailsSection formId="rekeningen/betaalgegevens" />
      {invoices && <CreditList invoices={invoices} />}
    </Stack>
  );
}
