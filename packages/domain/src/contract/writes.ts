// Every write of the contract, by name: the resource homes' write descriptors in one object.
// Adding a write: also its row in WRITE_CLEARS (cache/cachePolicy.ts; its test names the row).
import { accountWrites } from '../account/paths.ts';
import { installmentPlanWrites } from '../installmentPlan/paths.ts';
import { remoteMechanicWrites } from '../remoteMechanic/paths.ts';
import { householdWrites } from '../household/paths.ts';
import { privacyWrites } from '../privacy/paths.ts';
import { preferenceWrites } from '../preferences/paths.ts';
import { orderWrites } from '../orders/paths.ts';
import { postponePaymentWrites } from '../postponePayment/paths.ts';
import { paymentWrites } from '../payments/paths.ts';
import { productWrites } from '../products/paths.ts';
import { voipWrites } from '../voip/paths.ts';
import { tvSettingsWrites } from '../tvSettings/paths.ts';
import { transferWrites } from '../transfer/paths.ts';
import { networkMigrationWrites } from '../networkMigration/paths.ts';
import { moveWrites } from '../move/paths.ts';
import { voucherWrites } from '../vouchers/paths.ts';
import { loggingWrites } from '../logging/paths.ts';
import type { WriteMethod, WriteTracking } from '../endpoint/endpoint.ts';

/** Every contract write: `sendWrite(client, writes.subscribeHousehold, {})`. */
export const writes = {
  ...accountWrites,
  ...installmentPlanWrites,
  ...remoteMechanicWrites,
  ...householdWrites,
  ...privacyWrites,
  ...preferenceWrites,
  ...orderWrites,
  ...postponePaymentWrites,
  ...paymentWrites,
  ...productWrites,
  ...voipWrites,
  ...tvSettingsWrites,
  ...transferWrites,
  ...networkMigrationWrites,
  ...moveWrites,
  ...voucherWrites,
  ...loggingWrites,
};

export type Writes = typeof writes;
export type WriteName = keyof Writes;

/** How many writes the homes declare, so a name used twice fails a test. */
export const WRITE_COUNT = [
  accountWrites,
  installmentPlanWrites,
  remoteMechanicWrites,
  householdWrites,
  privacyWrites,
  preferenceWrites,
  orderWrites,
  postponePaymentWrites,
  paymentWrites,
  productWrites,
  voipWrites,
  tvSettingsWrites,
  transferWrites,
  networkMigrationWrites,
  moveWrites,
  voucherWrites,
  loggingWrites,
].reduce((sum, home) => sum + Object.keys(home).length, 0);

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
