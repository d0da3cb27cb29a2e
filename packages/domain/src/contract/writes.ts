// Every write of the contract, by name: the resource homes' write descriptors in one object
// (`homes.ts`, generated). What a write clears is on its descriptor (`clears`).
import { HOME_WRITE_COUNT, homeWrites } from './homes.ts';
import type { WriteMethod, WriteTracking } from '../endpoint/endpoint.ts';

/** Every contract write: `sendWrite(client, writes.subscribeHousehold, {})`. */
export const writes = homeWrites;

export type Writes = typeof writes;
export type WriteName = keyof Writes;

/** How many writes the homes declare, so a name used twice fails a test. */
export const WRITE_COUNT = HOME_WRITE_COUNT;

export interface WriteTableRow {
  name: WriteName;
  method: WriteMethod;
  pattern: string;
  /** Null only for the log endpoints, which are not a customer's action. */
  tracking: WriteTracking | null;
}

/**
 * Spec §7.2, §9: every write with the tracking category and label reported to analytics when it
 * succeeds or fails, derived from the resource homes.
 */
export const WRITE_TABLE: readonly WriteTableRow[] = (
  Object.entries(writes) as [WriteName, Writes[WriteName]][]
).map(([name, { method, pattern, tracking }]) => ({ name, method, pattern, tracking }));
