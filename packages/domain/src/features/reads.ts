// The features GETs, one export each (ADR 102): `reads.x` and `featureReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { FeatureConfiguration } from './schema.ts';

export const features = read('/api/features', returns<FeatureConfiguration>());
