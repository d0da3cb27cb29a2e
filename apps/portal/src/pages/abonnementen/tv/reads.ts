import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** The prices the summary shows: the TV list and the set-top boxes (30 s each). */
export const tvReads = () => [
  pageRead(reads.tvProducts),
  pageRead(reads.availableProducts, { category: 'SetTopBox' }),
];
