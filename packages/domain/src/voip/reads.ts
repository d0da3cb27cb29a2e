// The voip GETs, one export each (ADR 102): `reads.x` and `voipReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../endpoint/endpoint.ts';
import type { NetCodeCheck, VoipSettings } from './schema.ts';
import { VOIP_PATHS } from './urls.ts';
import type { NetCodeParams } from './urls.ts';

export const voipSettings = read(VOIP_PATHS.settings, returns<VoipSettings>(), { ttl: 'medium' });
export const netCodeCheck = readWith<NetCodeCheck, NetCodeParams>(
  '/api/voipsettings/checknetcode',
  ({ phoneNumber, postalCode }) => VOIP_PATHS.checkNetCode(phoneNumber, postalCode),
  { ttl: 'medium' },
);
export const netCodeCheckByPath = readWith<NetCodeCheck, NetCodeParams>(
  '/api/voipsettings/checknetcode/*/*',
  ({ phoneNumber, postalCode }) => VOIP_PATHS.checkNetCodeByPath(phoneNumber, postalCode),
  { ttl: 'medium' },
);
