// The tvSettings GETs, one export each (ADR 102): `reads.x` and `tvSettingsReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { TvSettings } from './schema.ts';

/** Null without TV. */
export const tvSettings = read('/api/tvsettings', returns<TvSettings | null>(), { ttl: 'medium' });
