import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * What /abonnementen renders beyond the §2.5 preloads (subscription, security, streaming and
 * features are among those): the running contract and the open orders (what can be cancelled
 * now, ADR 120), the recording settings shown with TV and the price of cloud recording (in the
 * monthly total).
 * Its flows (sub-routes) read these too, so they are started for every /abonnementen URL.
 */
export const subscriptionsReads = () => [
  pageRead(reads.contractInfo),
  pageRead(reads.openOrders),
  pageRead(reads.recordingSettings),
  // Cloud recording's price: it is in the monthly total while it is on.
  pageRead(reads.availableProducts, { category: 'Recording' }),
  // Whether the customer is offered the move to the new network (a link on the overview).
  pageRead(reads.networkMigrationOffer),
  // The best tariff of the contract summary (ADR 133), beside the §2.5 internet list.
  pageRead(reads.tvProducts),
  pageRead(reads.voipProducts),
];
