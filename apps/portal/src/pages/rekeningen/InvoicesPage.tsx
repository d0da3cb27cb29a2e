import { Stack } from '@vonk/ui';
import { isMaintenanceNoticeActive, reads } from '@vonk/domain';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { BalanceOverview } from './BalanceOverview.tsx';
import { BillingNotice } from './BillingNotice.tsx';
import { InvoiceList } from './InvoiceList.tsx';

/**
 * Spec §2.2 /rekeningen (Rekeningen): what the customer owes and why, and how to settle it
 * (ADR 033). The §8 maintenance notice comes first in its window (22/01 to 26/01, from the
 * portal's `today`). HTTP errors are handled globally (spec §8).
 */
export function InvoicesPage() {
  const { today = () => new Date() } = usePortal();
  const invoices = usePageData(reads.invoices).data;
  const balance = usePageData(reads.openBalance).data;
  const dunning = usePageData(reads.dunningStatus).data;
  const noticeActive = isMaintenanceNoticeActive(today());

  return (
    <Stack gap="8">
      {noticeActive && <BillingNotice />}
      {balance && dunning && invoices && (
        <BalanceOverview balance={balance} dunning={dunning} invoices={invoices} />
      )}
      {invoices && <InvoiceList invoices={invoices} />}
    </Stack>
  );
}
