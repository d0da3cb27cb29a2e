import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/**
 * What /storingen renders beyond the §2.5 preloads (outage incidents, remote-support requests):
 * the credits, whose `outageId` names the outage they compensate, and the invoices a credit is set
 * off on (issue #29). Read as sections: without them the outages still show.
 */
export const outagesReads = () => [pageRead(reads.credits), pageRead(reads.invoices)];
