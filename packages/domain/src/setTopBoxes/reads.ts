// The setTopBoxes GETs, one export each (ADR 102): `reads.x` and `setTopBoxReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { SetTopBoxInfo } from './schema.ts';

export const setTopBoxInfo = read('/api/settopboxes/info', returns<SetTopBoxInfo>(), {
  ttl: 'long',
});
