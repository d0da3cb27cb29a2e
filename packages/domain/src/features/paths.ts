import { read, returns } from '../contract/endpoint.ts';
import type { FeatureConfiguration } from './schema.ts';

/** The spec's TTL table does not name the feature configuration: the short class, 30 s. */
export const featureReads = {
  features: read('/api/features', 'short', returns<FeatureConfiguration>()),
};
