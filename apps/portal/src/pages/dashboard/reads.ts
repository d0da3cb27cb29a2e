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
  // The Klantvoordeel and transfer tiles summarise their pages from the same reads (issue #26).
  pageRead(reads.householdDashboardAddress),
  pageRead(reads.mayJoin),
  pageRead(reads.householdRegistration),
  pageRead(reads.transferDossier),
];
