import type { WriteResult } from '../contract/common.ts';
import { read, returns, readWith, write } from '../contract/endpoint.ts';
import type { OptOutPreferences, OptOutUpdate, PrivacySettings } from './schema.ts';

/** Query parameter of the unsubscribe link in an e-mail that carries the opt-out id. */
export const OPT_OUT_ID_PARAM = 'id';

export const OPT_OUT_PATHS = {
  save: '/api/optout/v2',
  byId: (id: string) => `/api/optout/v2/${encodeURIComponent(id)}`,
} as const;

export const privacyReads = {
  privacySettings: read('/api/account/privacysettings', 'medium', returns<PrivacySettings>()),
  /** Public (the /unsubscribe link); the id is the credential. */
  optOut: readWith<OptOutPreferences, { id: string }>('/api/optout/v2/*', 'medium', ({ id }) =>
    OPT_OUT_PATHS.byId(id),
  ),
};

export const privacyWrites = {
  savePrivacySettings: write<PrivacySettings, WriteResult>('POST', '/api/account/privacysettings', {
    tracking: { category: 'SS - Privacy', label: 'Privacy-instellingen opslaan' },
  }),
  /** Public opt-out (/unsubscribe). */
  saveOptOut: write<OptOutUpdate, WriteResult>('PUT', OPT_OUT_PATHS.save, {
    tracking: { category: 'SS - Afmelden e-mail', label: 'E-mailvoorkeuren opslaan' },
    clears: ['/api/optout/v2/*'],
  }),
};
