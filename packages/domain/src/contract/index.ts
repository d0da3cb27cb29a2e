// The API contract: one schema per payload (types inferred from it), typed read and write
// descriptors, and the tables derived from them. React-free: the sandbox imports it at run time.
export * from '../endpoint/common.ts';
export * from '../endpoint/endpoint.ts';
export { isPathSegment, pathSegment } from '../endpoint/pathSegment.ts';
// The sandbox's CSP report collector redacts what the portal's logs redact (issue #27).
export { REDACTED, redactSecrets } from '../redaction/redactSecrets.ts';
// The §7.3 TTL classes, and the table of the reads' TTLs derived from their descriptors.
export { TTL_SECONDS } from '../endpoint/ttl.ts';
export type { TtlClass } from '../endpoint/ttl.ts';
export { TTL_TABLE, ttlClassFor, ttlFor } from './ttlTable.ts';
export * from '../endpoint/config.ts';
export * from '../logging/schema.ts';
export * from '../logging/paths.ts';
export * from '../account/subscriptionIconType.ts';
export * from '../orders/orderValues.ts';
export * from './paths.ts';
export * from './reads.ts';
export * from './readHomes.ts';
export * from './writes.ts';
export * from './schemas.ts';
export * from '../account/schema.ts';
export * from '../account/paths.ts';
export * from '../account/urls.ts';
export { primaryEmailError } from '../account/contactDetails.ts';
// The withdrawal period the sandbox refuses on is the portal's (ADR 130).
export { orderProductNames, withdrawalPeriod } from '../orders/withdrawal.ts';
export type { PrimaryEmailError } from '../account/contactDetails.ts';
export * from '../features/schema.ts';
export * from '../converged/schema.ts';
export * from '../subscription/schema.ts';
export * from '../invoices/schema.ts';
export * from '../invoices/paths.ts';
export * from '../installmentPlan/schema.ts';
export * from '../installmentPlan/paths.ts';
export * from '../outages/schema.ts';
export * from '../remoteMechanic/schema.ts';
export * from '../remoteMechanic/paths.ts';
export * from '../household/schema.ts';
export * from '../household/paths.ts';
export * from '../privacy/schema.ts';
export * from '../privacy/paths.ts';
export * from '../preferences/schema.ts';
export * from '../preferences/paths.ts';
// What the API answers for a customer who never chose (the sandbox's default, ADR 142).
export { DEFAULT_DISPLAY_PREFERENCES } from '../preferences/rules.ts';
export * from '../orders/schema.ts';
export * from '../orders/paths.ts';
export * from '../gdpr/schema.ts';
export * from '../postponePayment/schema.ts';
export * from '../postponePayment/paths.ts';
export * from '../payments/schema.ts';
export * from '../payments/paths.ts';
// The payment page sends the customer back only to the portal (ADR 136): one rule for both sides.
export * from '../payments/returnUrl.ts';
export * from '../products/schema.ts';
export * from '../products/paths.ts';
export * from '../setTopBoxes/schema.ts';
export * from '../security/schema.ts';
export * from '../security/paths.ts';
export * from '../entertainment/schema.ts';
export * from '../voip/schema.ts';
export * from '../voip/paths.ts';
export * from '../usage/schema.ts';
export * from '../usage/paths.ts';
export * from '../tvSettings/schema.ts';
export * from '../tvSettings/paths.ts';
export * from '../transfer/schema.ts';
export * from '../transfer/paths.ts';
export * from '../networkMigration/schema.ts';
export * from '../networkMigration/paths.ts';
export * from '../credits/schema.ts';
export * from '../credits/paths.ts';
export * from '../move/schema.ts';
export * from '../move/paths.ts';
export * from '../vouchers/schema.ts';
export * from '../vouchers/paths.ts';
export * from '../content/schema.ts';
export * from '../shippingLabels/schema.ts';
export * from '../shippingLabels/paths.ts';
export * from '../endpoint/matchPath.ts';
export * from './lookup.ts';
// What can be cancelled now (spec §5, §8; ADR 120): the sandbox refuses with the rule the page shows.
export * from '../products/changeOptions.ts';
// What a TV order adds: the sandbox builds the order from the names the summary prices.
export * from '../products/tvOrder.ts';
// Which line a fixed-calling order adds: the sandbox refuses with the rule the flow shows.
export * from '../products/productNames.ts';
export * from '../products/rules.ts';
// How many Wi-Fi extenders a home may have: the sandbox refuses with the flow's rule.
export * from '../products/wifiExtenders.ts';
// Which voucher an add accepts (ADR 080): the sandbox refuses with the rule the summary prices with.
export * from '../vouchers/rules.ts';
// Field rules the sandbox checks requests with (the same ones the forms use).
export * from '../fields/index.ts';
// The instalment split the sandbox creates plans with (the portal previews the same one).
export { installmentSchedule } from '../installmentPlan/schedule.ts';
// Contract dates relative to the sandbox clock (ADR 133) move by the months the portal counts.
export { addMonths } from '../installmentPlan/schedule.ts';
