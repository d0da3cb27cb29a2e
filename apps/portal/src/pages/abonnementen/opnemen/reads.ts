import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** The price of cloud recording (the recording settings are the page's own read). */
export const recordingReads = () => [pageRead(reads.availableProducts, { category: 'Recording' })];
