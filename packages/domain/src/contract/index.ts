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
// Every home's schemas, types and URLs (generated: `npm run contract -w @vonk/domain`).
export * from './homeExports.ts';
export * from '../account/subscriptionIconType.ts';
export * from '../orders/orderValues.ts';
export * from './paths.ts';
export * from './reads.ts';
export * from './readHomes.ts';
export * from './writes.ts';
export * from './schemas.ts';
export * from '../account/urls.ts';
export { primaryEmailError } from '../account/contactDetails.ts';
// The withdrawal period the sandbox refuses on is the portal's (ADR 130).
export { orderProductNames, withdrawalPeriod } from '../orders/withdrawal.ts';
export type { PrimaryEmailError } from '../account/contactDetails.ts';
// What the API answers for a customer who never chose (the sandbox's default, ADR 142).
export { DEFAULT_DISPLAY_PREFERENCES } from '../preferences/rules.ts';
// The payment page sends the customer back only to the portal (ADR 136): one rule for both sides.
export * from '../payments/returnUrl.ts';
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
