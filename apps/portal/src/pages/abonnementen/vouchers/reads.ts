import { reads } from '@vonk/domain';
import { pageRead } from '../../../shell/pageLoader.ts';

/** The vouchers the customer has applied (GET /api/vouchers, 30 s). */
export const voucherReads = () => [pageRead(reads.vouchers)];
