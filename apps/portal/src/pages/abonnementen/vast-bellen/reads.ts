import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** The calling plans and their prices (GET /api/products/voip, 30 s). */
export const fixedLineReads = () => [pageRead(reads.voipProducts)];
