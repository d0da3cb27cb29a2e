// The schema of every payload, keyed like `reads` and `writes`. Only the sandbox and the contract
// tests import this at run time; the portal imports the types inferred from it.
import type { ResourceSchemas } from '../endpoint/endpoint.ts';
import { homeSchemas } from './homes.ts';
import type { Reads } from './reads.ts';
import type { Writes } from './writes.ts';

/** Fails to compile when a home's schema does not match its descriptor's name or type. */
export const contractSchemas: ResourceSchemas<Reads, Writes> = homeSchemas;
