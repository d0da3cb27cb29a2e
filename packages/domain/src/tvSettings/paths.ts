import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type { TvSettings } from './schema.ts';

export const tvSettingsWrites = {
  saveTvSettings: write<TvSettings, WriteResult>('PUT', '/api/tvsettings', {
    clears: [],
    tracking: { category: 'SS - TV', label: 'TV-instellingen opslaan' },
  }),
};
