// The schema of every payload, keyed like `reads` and `writes`. Only the sandbox and the contract
// tests import this at run time; the portal imports the types inferred from it.
import { accountSchemas } from '../account/schema.ts';
import { featureSchemas } from '../features/schema.ts';
import { convergedSchemas } from '../converged/schema.ts';
import { subscriptionSchemas } from '../subscription/schema.ts';
import { invoiceSchemas } from '../invoices/schema.ts';
import { installmentPlanSchemas } from '../installmentPlan/schema.ts';
import { outageSchemas } from '../outages/schema.ts';
import { remoteMechanicSchemas } from '../remoteMechanic/schema.ts';
import { householdSchemas } from '../household/schema.ts';
import { privacySchemas } from '../privacy/schema.ts';
import { preferenceSchemas } from '../preferences/schema.ts';
import { orderSchemas } from '../orders/schema.ts';
import { gdprSchemas } from '../gdpr/schema.ts';
import { postponePaymentSchemas } from '../postponePayment/schema.ts';
import { paymentSchemas } from '../payments/schema.ts';
import { productSchemas } from '../products/schema.ts';
import { setTopBoxSchemas } from '../setTopBoxes/schema.ts';
import { securitySchemas } from '../security/schema.ts';
import { entertainmentSchemas } from '../entertainment/schema.ts';
import { voipSchemas } from '../voip/schema.ts';
import { usageSchemas } from '../usage/schema.ts';
import { tvSettingsSchemas } from '../tvSettings/schema.ts';
import { transferSchemas } from '../transfer/schema.ts';
import { networkMigrationSchemas } from '../networkMigration/schema.ts';
import { creditSchemas } from '../credits/schema.ts';
import { moveSchemas } from '../move/schema.ts';
import { voucherSchemas } from '../vouchers/schema.ts';
import { contentSchemas } from '../content/schema.ts';
import { shippingLabelSchemas } from '../shippingLabels/schema.ts';
import type { ResourceSchemas } from '../endpoint/endpoint.ts';
import { loggingSchemas } from '../logging/schema.ts';
import type { Reads } from './reads.ts';
import type { Writes } from './writes.ts';

export const contractSchemas: ResourceSchemas<Reads, Writes> = {
  reads: {
    ...accountSchemas.reads,
    ...featureSchemas.reads,
    ...convergedSchemas.reads,
    ...subscriptionSchemas.reads,
    ...invoiceSchemas.reads,
    ...installmentPlanSchemas.reads,
    ...outageSchemas.reads,
    ...remoteMechanicSchemas.reads,
    ...householdSchemas.reads,
    ...privacySchemas.reads,
    ...preferenceSchemas.reads,
    ...orderSchemas.reads,
    ...gdprSchemas.reads,
    ...postponePaymentSchemas.reads,
    ...paymentSchemas.reads,
    ...productSchemas.reads,
    ...setTopBoxSchemas.reads,
    ...securitySchemas.reads,
    ...entertainmentSchemas.reads,
    ...voipSchemas.reads,
    ...usageSchemas.reads,
    ...tvSettingsSchemas.reads,
    ...transferSchemas.reads,
    ...networkMigrationSchemas.reads,
    ...creditSchemas.reads,
    ...moveSchemas.reads,
    ...voucherSchemas.reads,
    ...contentSchemas.reads,
    ...shippingLabelSchemas.reads,
  },
  writes: {
    ...accountSchemas.writes,
    ...installmentPlanSchemas.writes,
    ...remoteMechanicSchemas.writes,
    ...householdSchemas.writes,
    ...privacySchemas.writes,
    ...preferenceSchemas.writes,
    ...orderSchemas.writes,
    ...postponePaymentSchemas.writes,
    ...paymentSchemas.writes,
    ...productSchemas.writes,
    ...voipSchemas.writes,
    ...tvSettingsSchemas.writes,
    ...transferSchemas.writes,
    ...networkMigrationSchemas.writes,
    ...moveSchemas.writes,
    ...voucherSchemas.writes,
    ...loggingSchemas.writes,
  },
};
