import { read, returns } from '../contract/endpoint.ts';
import type { StreamingCustomer } from './schema.ts';

/** Spec §7.3 "entertainment streaming": 300 s. */
export const entertainmentReads = {
  streamingCustomer: read('/api/entertainment/viaplay', 'medium', returns<StreamingCustomer>()),
};
