// The features GETs, one export each (ADR 102): `reads.x` and `featureReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { FeatureConfiguration } from './schema.ts';

/** The spec's TTL table does not name the feature configuration: the short class, 30 s. */
export const features = read('/api/features', 'short', returns<FeatureConfiguration>());
