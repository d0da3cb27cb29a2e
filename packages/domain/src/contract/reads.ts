// Every GET of the contract, by name: the resource homes' read descriptors in one object.
// Adding an endpoint: add it to its resource's paths.ts and schema.ts; nothing here changes
// unless the resource is new.
import { accountReads } from '../account/paths.ts';
import { featureReads } from '../features/paths.ts';
import { convergedReads } from '../converged/paths.ts';
import { subscriptionReads } from '../subscription/paths.ts';
import { invoiceReads } from '../invoices/paths.ts';
import { installmentPlanReads } from '../installmentPlan/paths.ts';
import { outageReads } from '../outages/paths.ts';
import { remoteMechanicReads } from '../remoteMechanic/paths.ts';
import { householdReads } from '../household/paths.ts';
import { privacyReads } from '../privacy/paths.ts';
import { orderReads } from '../orders/paths.ts';
import { gdprReads } from '../gdpr/paths.ts';
import { postponePaymentReads } from '../postponePayment/paths.ts';
import { productReads } from '../products/paths.ts';
import { setTopBoxReads } from '../setTopBoxes/paths.ts';
import { securityReads } from '../security/paths.ts';
import { entertainmentReads } from '../entertainment/paths.ts';
import { voipReads } from '../voip/paths.ts';
import { usageReads } from '../usage/paths.ts';
import { tvSettingsReads } from '../tvSettings/paths.ts';
import { transferReads } from '../transfer/paths.ts';
import { networkMigrationReads } from '../networkMigration/paths.ts';
import { creditReads } from '../credits/paths.ts';
import { moveReads } from '../move/paths.ts';
import { voucherReads } from '../vouchers/paths.ts';
import { contentReads } from '../content/paths.ts';
import { shippingLabelReads } from '../shippingLabels/paths.ts';

/** Every contract GET: `usePageData(reads.completedOrders, { page: 2 })`. */
export const reads = {
  ...accountReads,
  ...featureReads,
  ...convergedReads,
  ...subscriptionReads,
  ...invoiceReads,
  ...installmentPlanReads,
  ...outageReads,
  ...remoteMechanicReads,
  ...householdReads,
  ...privacyReads,
  ...orderReads,
  ...gdprReads,
  ...postponePaymentReads,
  ...productReads,
  ...setTopBoxReads,
  ...securityReads,
  ...entertainmentReads,
  ...voipReads,
  ...usageReads,
  ...tvSettingsReads,
  ...transferReads,
  ...networkMigrationReads,
  ...creditReads,
  ...moveReads,
  ...voucherReads,
  ...contentReads,
  ...shippingLabelReads,
};

export type Reads = typeof reads;
export type ReadName = keyof Reads;

/** How many reads each home declares, so a name used twice (the later one wins) fails a test. */
export const READ_COUNT = [
  accountReads,
  featureReads,
  convergedReads,
  subscriptionReads,
  invoiceReads,
  installmentPlanReads,
  outageReads,
  remoteMechanicReads,
  householdReads,
  privacyReads,
  orderReads,
  gdprReads,
  postponePaymentReads,
  productReads,
  setTopBoxReads,
  securityReads,
  entertainmentReads,
  voipReads,
  usageReads,
  tvSettingsReads,
  transferReads,
  networkMigrationReads,
  creditReads,
  moveReads,
  voucherReads,
  contentReads,
  shippingLabelReads,
].reduce((sum, home) => sum + Object.keys(home).length, 0);
