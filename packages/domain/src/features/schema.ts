import { z } from 'zod/mini';

const flag = z.optional(z.boolean());

/** Feature configuration flags (spec §3). Every flag is optional: the features map defaults to empty. */
export const FeatureConfiguration = z.strictObject({
  blockPrivacySettingsFeatureIsEnabled: flag,
  lateDeliveryNotificationFeatureIsEnabled: flag,
  sapMigrationFeatureIsEnabled: flag,
  veiligOnlineProductsFeatureIsEnabled: flag,
  settings2MagentaFeatureIsEnabled: flag,
  invoices2MagentaFeatureIsEnabled: flag,
  installment2MagentaFeatureIsEnabled: flag,
  cmsFeatureIsEnabled: flag,
  initialOrderRedirectFeatureIsEnabled: flag,
  ceaseFlowFeatureIsEnabled: flag,
});
export type FeatureConfiguration = z.infer<typeof FeatureConfiguration>;
export type FeatureName = keyof FeatureConfiguration;

export const featureSchemas = {
  reads: { features: FeatureConfiguration },
  writes: {},
};
