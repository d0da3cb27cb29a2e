import type { WriteResult } from '../contract/common.ts';
import { read, returns, write } from '../contract/endpoint.ts';
import type { TvSettings } from './schema.ts';

export const tvSettingsReads = {
  /** Null without TV; 300 s. */
  tvSettings: read('/api/tvsettings', 'medium', returns<TvSettings | null>()),
};

export const tvSettingsWrites = {
  saveTvSettings: write<TvSettings, WriteResult>('PUT', '/api/tvsettings', {
    tracking: { category: 'SS - TV', label: 'TV-instellingen opslaan' },
  }),
};
