// The postponePayment GETs, one export each (ADR 102): `reads.x` and `postponePaymentReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { PostponePaymentStatus } from './schema.ts';
import { POSTPONE_PAYMENT_PATH } from './paths.ts';

export const postponePaymentStatus = read(POSTPONE_PAYMENT_PATH, returns<PostponePaymentStatus>(), {
  ttl: 'short',
});
