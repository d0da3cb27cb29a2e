// The payments GETs, one export each (ADR 102): `reads.x` and `paymentReads.x` name them, and a bundle
// keeps only the ones its code names.
import { readWith } from '../endpoint/endpoint.ts';
import type { Payment } from './schema.ts';
import { paymentUrl } from './paths.ts';

/** One payment's status, read when the customer comes back from the payment page (ADR 136). */
export const payment = readWith<Payment, { id: string }>('/api/payments/*', ({ id }) =>
  paymentUrl(id),
);
