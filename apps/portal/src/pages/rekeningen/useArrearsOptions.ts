import { arrearsOptions, calendarDate, reads, useRead } from '@vonk/domain';
import type { ArrearsOptions } from '@vonk/domain';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';

/**
 * The domain's one answer to "what can this customer do about arrears" (issue #26), from the
 * page's reads and the portal's calendar day; undefined until every read is in. The page asks
 * once and hands it to each section; no section decides it again.
 */
export function useArrearsOptions(): ArrearsOptions | undefined {
  const { today = () => new Date() } = usePortal();
  const features = useRead(reads.features).data ?? {};
  const dunning = usePageData(reads.dunningStatus).data;
  const plan = usePageData(reads.installmentPlan).data;
  const eligibility = usePageData(reads.installmentPlanEligibility).data;
  const postpone = usePageData(reads.postponePaymentStatus).data;
  if (!dunning || plan === undefined || !eligibility || !postpone) return undefined;
  const day = calendarDate(today());
  return arrearsOptions({ today: day, features, dunning, plan, eligibility, postpone });
}
