// The shippingLabels GETs, one export each (ADR 102): `reads.x` and `shippingLabelReads.x` name them, and a bundle
// keeps only the ones its code names.
import { readWith } from '../endpoint/endpoint.ts';
import type { ReturnLabel } from './schema.ts';
import { returnLabelPath } from './paths.ts';

/** Public /retour-label. */
export const returnLabel = readWith<ReturnLabel, { reference: string }>(
  '/api/shippinglabel/*',
  ({ reference }) => returnLabelPath(reference),
);
