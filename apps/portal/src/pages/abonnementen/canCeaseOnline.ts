import type { FeatureConfiguration, OverviewProduct } from '@vonk/domain';

/** Roles with a cease link of their own (ADR 048); boxes go with TV, streaming has no record. */
const ceasable = new Set<OverviewProduct['role']>([
  'tv',
  'premiumPackage',
  'themePackage',
  'primaryLine',
  'secondaryLine',
  'wifiExtender',
  'security',
]);

/**
 * Which products /abonnementen links to the cease flow: the internet is the whole subscription,
 * online only with ceaseFlowFeatureIsEnabled (ADR 049).
 */
export const canCeaseOnline =
  (features: Partial<FeatureConfiguration> | undefined) => (product: OverviewProduct) =>
    product.role === 'internet'
      ? features?.ceaseFlowFeatureIsEnabled === true
      : ceasable.has(product.role);
