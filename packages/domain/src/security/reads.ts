// The security GETs, one export each (ADR 102): `reads.x` and `securityReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { SecurityCustomer } from './schema.ts';

export const securityCustomer = read('/api/fsecure/customer', returns<SecurityCustomer>());
