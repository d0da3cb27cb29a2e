import { calendarDate, reads, shownSecurityProducts } from '@vonk/domain';
import type { ChangeFacts } from '@vonk/domain';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';

/**
 * The facts the domain decides "what can be cancelled or reduced now" from (ADR 120), read
 * through the page's reads (the loader started them): null until all are answered. Pages and
 * flows pass it to `cancelOption`, `wifiExtenderOptions` or `securityOption`; none decides itself.
 */
export function useChangeFacts(): ChangeFacts | null {
  const { today = () => new Date() } = usePortal();
  const { data: subscription } = usePageData(reads.subscription);
  const { data: features } = usePageData(reads.features);
  const { data: security } = usePageData(reads.securityCustomer);
  const { data: openOrders } = usePageData(reads.openOrders);
  const { data: contract } = usePageData(reads.contractInfo);
  if (!subscription || !features || !openOrders || !contract) return null;
  return {
    subscription,
    security: shownSecurityProducts(features, security),
    openOrders,
    contract,
    wholeOnline: features.ceaseFlowFeatureIsEnabled === true,
    today: calendarDate(today()),
  };
}
