import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type { OptOutUpdate, PrivacySettings } from './schema.ts';
import { OPT_OUT_PATHS } from './urls.ts';

export * from './urls.ts';

export const privacyWrites = {
  savePrivacySettings: write<PrivacySettings, WriteResult>('POST', '/api/account/privacysettings', {
    clears: [],
    tracking: { category: 'SS - Privacy', label: 'Privacy-instellingen opslaan' },
  }),
  /** Public opt-out (/unsubscribe). */
  saveOptOut: write<OptOutUpdate, WriteResult>('PUT', OPT_OUT_PATHS.save, {
    clears: ['/api/optout/v2/*'],
    tracking: { category: 'SS - Afmelden e-mail', label: 'E-mailvoorkeuren opslaan' },
  }),
};
