// The features GETs, one export each (ADR 102): `reads.x` and `featureReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { FeatureConfiguration } from './schema.ts';

/** Feature flags (spec §3); a 503 is ignored and the map is empty (spec §8). */
export const features = read('/api/features', returns<FeatureConfiguration>(), {
  recover: { status: 503, value: () => ({}) },
});
