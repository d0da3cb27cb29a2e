import { Stack } from '@vonk/ui';
import {
  arrangementBlock,
  arrangementState,
  isMaintenanceNoticeActive,
  reads,
  useRead,
} from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { ARRANGEMENT_SECTION_ID, ArrangementSection } from './arrangement/ArrangementSection.tsx';
import { BalanceOverview } from './BalanceOverview.tsx';
import { BillingNotice } from './BillingNotice.tsx';
import { InvoiceList } from './InvoiceList.tsx';
import { PostponeSection } from './PostponeSection.tsx';
import { PaymentDetailsSection } from '../../sections/PaymentDetailsSection.tsx';
import { CreditList } from './CreditList.tsx';
import pageMessages from '../../i18n/compiled/pages/rekeningen.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.2 /rekeningen (Rekeningen): what the customer owes and why, and how to settle it
 * (ADR 033, 034). The §8 maintenance notice comes first in its window (22/01 to 26/01, from the
 * portal's `today`). HTTP errors are handled globally (spec §8).
 */
export function InvoicesPage() {
  const t = useText();
  const { today = () => new Date() } = usePortal();
  const features = useRead(reads.features).data ?? {};
  const invoices = usePageData(reads.invoices).data;
  const balance = usePageData(reads.openBalance).data;
  const dunning = usePageData(reads.dunningStatus).data;
  const plan = usePageData(reads.installmentPlan).data;
  const eligibility = usePageData(reads.installmentPlanEligibility).data;
  const noticeActive = isMaintenanceNoticeActive(today());
  // The way out of arrears names the arrangement only when one can be made here and now.
  const offersArrangement =
    plan !== undefined &&
    eligibility !== undefined &&
    dunning !== undefined &&
    arrangementState(plan, eligibility, dunning).kind === 'offer' &&
    arrangementBlock(today(), features) === null;

  return (
    <Stack gap="8">
      {noticeActive && <BillingNotice />}
      {balance && dunning && invoices && (
        <BalanceOverview
          balance={balance}
          dunning={dunning}
          invoices={invoices}
          waysOut={
            offersArrangement && (
              <li>
                <a href={`#${ARRANGEMENT_SECTION_ID}`}>{t('invoices.dunning.arrangement')}</a>
              </li>
            )
          }
        />
      )}
      {invoices && <InvoiceList invoices={invoices} />}
      {dunning && <ArrangementSection dunning={dunning} />}
      {dunning && invoices && <PostponeSection dunning={dunning} invoices={invoices} />}
      <PaymentDetailsSection formId="rekeningen/betaalgegevens" />
      {invoices && <CreditList invoices={invoices} />}
    </Stack>
  );
}
