// The vouchers GETs, one export each (ADR 102): `reads.x` and `voucherReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { AppliedVoucher } from './schema.ts';

export const vouchers = read('/api/vouchers', returns<AppliedVoucher[]>());
