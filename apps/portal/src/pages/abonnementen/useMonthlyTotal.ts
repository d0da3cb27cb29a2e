import {
  cloudRecordingMonthly,
  monthlyTotal,
  productOverview,
  reads,
  securityProductsShown,
} from '@vonk/domain';
import { usePageData } from '../../shell/usePageData.ts';

/**
 * What the customer pays per month now: every product of the overview (security behind its
 * flag) and cloud recording while it is on (issue #14). The overview shows it; the flows' summaries
 * price a change from it, so "nieuw maandbedrag" starts where the overview's total is. Null until
 * the subscription is known.
 */
export function useMonthlyTotal(): number | null {
  const { data: subscription } = usePageData(reads.subscription);
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: recording } = usePageData(reads.recordingSettings);
  const { data: recordingCatalogue } = usePageData(reads.availableProducts, {
    category: 'Recording',
  });
  if (!subscription) return null;
  const groups = productOverview({
    subscription,
    security,
    showSecurity: securityProductsShown(features),
  });
  return monthlyTotal(groups, cloudRecordingMonthly(recording, recordingCatalogue));
}
