/** Feature configuration flags (spec §3). Every flag is optional: the features map defaults to empty. */
export interface FeatureConfiguration {
  blockPrivacySettingsFeatureIsEnabled?: boolean;
  lateDeliveryNotificationFeatureIsEnabled?: boolean;
  sapMigrationFeatureIsEnabled?: boolean;
  veiligOnlineProductsFeatureIsEnabled?: boolean;
  settings2MagentaFeatureIsEnabled?: boolean;
  invoices2MagentaFeatureIsEnabled?: boolean;
  installment2MagentaFeatureIsEnabled?: boolean;
  cmsFeatureIsEnabled?: boolean;
  initialOrderRedirectFeatureIsEnabled?: boolean;
  ceaseFlowFeatureIsEnabled?: boolean;
}

export type FeatureName = keyof FeatureConfiguration;
