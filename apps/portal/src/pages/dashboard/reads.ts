import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * What the dashboard renders beyond the §2.5 preloads, started by its route loader in the same
 * round as them: the LCP tile ("Laatste rekening") no longer waits for the preloads to finish.
 */
export const dashboardReads = () => [
  pageRead(reads.invoices),
  pageRead(reads.openBalance),
  pageRead(reads.openOrders),
  pageRead(reads.householdDashboardAddress),
];
