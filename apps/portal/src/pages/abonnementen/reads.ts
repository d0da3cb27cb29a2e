import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * What /abonnementen renders beyond the §2.5 preloads (subscription, security, streaming and
 * features are among those): the running contract and the recording settings shown with TV.
 * Its flows (sub-routes) read these too, so they are started for every /abonnementen URL.
 */
export const subscriptionsReads = () => [
  pageRead(reads.contractInfo),
  pageRead(reads.recordingSettings),
  // Whether the customer is offered the move to the new network (a link on the overview).
  pageRead(reads.networkMigrationOffer),
];
