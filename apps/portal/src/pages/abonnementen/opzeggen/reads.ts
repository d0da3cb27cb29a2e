import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** Beyond the page's reads (contract info): whether an order is open (spec §8 cease block). */
export const ceaseReads = () => [pageRead(reads.anyOpenOrder)];
