import { read, returns } from '../contract/endpoint.ts';
import type { SecurityCustomer } from './schema.ts';

/** Not in the spec's TTL table: 30 s. */
export const securityReads = {
  securityCustomer: read('/api/fsecure/customer', 'short', returns<SecurityCustomer>()),
};
