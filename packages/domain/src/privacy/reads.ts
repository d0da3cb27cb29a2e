// The privacy GETs, one export each (ADR 102): `reads.x` and `privacyReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../endpoint/endpoint.ts';
import type { OptOutPreferences, PrivacySettings } from './schema.ts';
import { normalisePrivacySettings } from './channelRules.ts';
import { OPT_OUT_PATHS } from './urls.ts';

/** Privacy settings as the spec §4 channel rule reads them: channels only while the master is on. */
export const privacySettings = read('/api/account/privacysettings', returns<PrivacySettings>(), {
  ttl: 'medium',
  normalize: (answer) => normalisePrivacySettings(answer as PrivacySettings),
});
/** Public (the /unsubscribe link); the id is the credential. */
export const optOut = readWith<OptOutPreferences, { id: string }>(
  '/api/optout/v2/*',
  ({ id }) => OPT_OUT_PATHS.byId(id),
  { ttl: 'medium' },
);
