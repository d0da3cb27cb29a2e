// The privacy GETs, one export each (ADR 102): `reads.x` and `privacyReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../contract/endpoint.ts';
import type { OptOutPreferences, PrivacySettings } from './schema.ts';
import { OPT_OUT_PATHS } from './urls.ts';

export const privacySettings = read('/api/account/privacysettings', returns<PrivacySettings>());
/** Public (the /unsubscribe link); the id is the credential. */
export const optOut = readWith<OptOutPreferences, { id: string }>('/api/optout/v2/*', ({ id }) =>
  OPT_OUT_PATHS.byId(id),
);
