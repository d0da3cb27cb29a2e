import { reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';

/** /cms renders the content page, read in the same round as the §2.5 preloads (ADR 075). */
export const cmsReads = () => [pageRead(reads.cmsContent)];
