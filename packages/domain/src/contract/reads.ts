// Every GET of the contract, by name: the resource homes' read descriptors (`<resource>/reads.ts`).
// Adding an endpoint: add it to its resource's reads.ts (its TTL on the descriptor) and schema.ts;
// nothing here changes unless the resource is new.
import type * as readDescriptors from './readDescriptors.ts';
import * as homes from './readHomes.ts';

/**
 * Every contract GET: `usePageData(reads.completedOrders, { page: 2 })`. A module namespace, not an
 * object: the bundler resolves `reads.x` to the one descriptor, so a page's chunk (and the entry)
 * holds only the reads its code names (ADR 102).
 */
export * as reads from './readDescriptors.ts';

export type Reads = typeof readDescriptors;
export type ReadName = keyof Reads;

/* @__NO_SIDE_EFFECTS__ */
function countNames(homeList: Record<string, object>): number {
  return Object.values(homeList).reduce((sum, home) => sum + Object.keys(home).length, 0);
}

/** How many reads each home declares, so a name used twice (left out of `reads`) fails a test. */
export const READ_COUNT = countNames(homes);
